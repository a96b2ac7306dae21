import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const stack = style(inMediakitLayer({ display: 'grid', gap: vars.space.lg, containerType: 'inline-size' }));

export const intro = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const row = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const section = style(inMediakitLayer({ display: 'grid', gap: vars.space.md, minInlineSize: 0 }));

export const heading = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const columns = style(
  inMediakitLayer({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
    alignItems: 'start',
  }),
);

export const list = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const signup = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs }),
);

export const muted = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));
