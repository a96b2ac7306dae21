import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const card = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);

export const heading = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);
