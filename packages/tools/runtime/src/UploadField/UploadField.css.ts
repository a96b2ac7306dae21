import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  }),
);

export const label = style(inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium }));

export const zone = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `2px dashed ${vars.color.borderStrong}`,
    background: vars.color.surface,
    textAlign: 'center',
    outline: 'none',
    selectors: {
      '&[data-drop-target]': { borderColor: vars.color.accent, background: vars.color.accentSubtle },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[aria-disabled]': { opacity: 0.6 },
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  }),
);

export const preview = style(
  inMediakitLayer({
    display: 'block',
    maxInlineSize: '100%',
    maxBlockSize: '240px',
    borderRadius: vars.radius.sm,
    objectFit: 'contain',
  }),
);

export const selected = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
  }),
);

export const error = style(inMediakitLayer({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm }));
