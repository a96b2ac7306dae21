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

/** Its month cells are row headers of medium weight (on the console's panel cell). */
export const rowHeader = style(inMediakitLayer({ fontWeight: vars.font.weight.medium }));

export const actions = style(
  inMediakitLayer({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' }),
);

export const payError = style(
  inMediakitLayer({ color: vars.color.danger, fontSize: vars.font.size.xs, whiteSpace: 'normal' }),
);

export const muted = style(inMediakitLayer({ color: vars.color.textMuted }));
