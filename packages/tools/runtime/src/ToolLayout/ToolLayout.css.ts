import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const actions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const error = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const result = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const resultHeading = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);
