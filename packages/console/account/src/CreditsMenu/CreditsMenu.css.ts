import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const panel = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: '16rem' }),
);

export const figures = style(
  inMediakitLayer({ display: 'grid', gridTemplateColumns: 'auto auto', gap: vars.space.xs, margin: 0 }),
);

export const figureValue = style(inMediakitLayer({ margin: 0, textAlign: 'end', fontWeight: 600 }));

export const figureName = style(inMediakitLayer({ color: vars.color.textMuted }));

export const amounts = style(inMediakitLayer({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }));

export const status = style(inMediakitLayer({ margin: 0, selectors: { '&:empty': { display: 'none' } } }));

export const failure = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const amount = style(
  inMediakitLayer({ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs }),
);

export const price = style(inMediakitLayer({ color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const testMode = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontStyle: 'italic' }),
);

export const link = style(inMediakitLayer({ color: vars.color.accentText, fontSize: vars.font.size.sm }));
