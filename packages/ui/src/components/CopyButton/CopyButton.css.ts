import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const root = style(inMediakitLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));

export const copied = style(inMediakitLayer({ color: vars.color.success }));

export const error = style(
  inMediakitLayer({ fontFamily: vars.font.family.body, fontSize: vars.font.size.xs, color: vars.color.danger }),
);
