import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// A download link that looks like the secondary buttons beside it.
export const downloadLink = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    // 32 px with its border, as tall as the small buttons beside it.
    boxSizing: 'border-box',
    minBlockSize: '32px',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const feedback = style(
  inMediakitLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    selectors: { '&[data-tone="error"]': { color: vars.color.danger } },
  }),
);
