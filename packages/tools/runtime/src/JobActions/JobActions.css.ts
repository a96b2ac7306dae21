import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const actions = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);
