import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const intro = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const filters = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md }),
);

export const filter = style(inMediakitLayer({ minInlineSize: '12rem' }));

export const small = style(
  inMediakitLayer({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: 'normal' }),
);

export const actions = style(inMediakitLayer({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' }));

export const link = style(
  inMediakitLayer({
    color: vars.color.accentText,
    textDecoration: 'underline',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);
