import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const alert = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSubtle,
    color: vars.color.danger,
  }),
);

export const link = style(
  inMediakitLayer({
    color: vars.color.accentText,
    fontWeight: vars.font.weight.medium,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);
