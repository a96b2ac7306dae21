import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const subtitle = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const settings = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: vars.space.md,
    alignItems: 'start',
  }),
);

export const result = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));
