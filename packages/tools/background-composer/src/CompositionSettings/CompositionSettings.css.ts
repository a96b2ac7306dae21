import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const group = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    margin: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    minInlineSize: 0,
  }),
);

export const legend = style(
  inMediakitLayer({ paddingInline: vars.space.xs, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md }),
);

export const row = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md }),
);

export const colorSwatch = style(
  inMediakitLayer({
    inlineSize: '40px',
    blockSize: '40px',
    padding: 0,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    background: 'none',
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);
