import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const note = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const compare = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: vars.space.md,
    alignItems: 'start',
  }),
);

export const figure = style(
  inMediakitLayer({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }),
);

export const caption = style(inMediakitLayer({ fontSize: vars.font.size.sm, color: vars.color.textMuted }));

export const actions = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' }),
);
