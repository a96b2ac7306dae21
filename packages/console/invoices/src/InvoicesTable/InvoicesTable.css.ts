import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const filters = style(
  inMediakitLayer({
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
    alignItems: 'end',
  }),
);

/** Its invoice numbers are row headers of medium weight that never wrap (over the panel table's lighter ones). */
export const rowHeader = style(
  inMediakitLayer({ selectors: { '&&': { fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' } } }),
);

export const actions = style(
  inMediakitLayer({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' }),
);

export const payError = style(
  inMediakitLayer({ color: vars.color.danger, fontSize: vars.font.size.xs, whiteSpace: 'normal' }),
);

export const muted = style(inMediakitLayer({ color: vars.color.textMuted }));
