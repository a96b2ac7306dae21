import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
  }),
);

export const openLink = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    // 32 px with its border, as tall as the small buttons beside it.
    boxSizing: 'border-box',
    minBlockSize: '32px',
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    textDecoration: 'none',
    fontWeight: vars.font.weight.medium,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const feedback = style(
  inMediakitLayer({
    color: vars.color.textMuted,
    selectors: { '&[data-tone="error"]': { color: vars.color.danger } },
  }),
);

export const engineNote = style(
  inMediakitLayer({
    flexBasis: '100%',
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
  }),
);
