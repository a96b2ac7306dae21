import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(
  inMediakitLayer({
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    minInlineSize: 0,
  }),
);

export const title = style(
  inMediakitLayer({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
  }),
);

export const filters = style(
  inMediakitLayer({
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
    alignItems: 'end',
  }),
);

export const tableWrap = style(
  inMediakitLayer({
    overflowX: 'auto',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);

export const table = style(
  inMediakitLayer({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const caption = style(
  inMediakitLayer({ textAlign: 'start', captionSide: 'top', color: vars.color.textMuted, fontSize: vars.font.size.sm }),
);

export const cell = style(
  inMediakitLayer({
    textAlign: 'start',
    padding: vars.space.sm,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }),
);

export const headCell = style([
  cell,
  inMediakitLayer({ color: vars.color.textMuted, fontWeight: vars.font.weight.bold }),
]);

export const rowHeader = style([cell, inMediakitLayer({ fontWeight: vars.font.weight.medium })]);

export const numberCell = style([cell, inMediakitLayer({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })]);

export const actions = style(
  inMediakitLayer({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' }),
);

export const payError = style(
  inMediakitLayer({ color: vars.color.danger, fontSize: vars.font.size.xs, whiteSpace: 'normal' }),
);

export const muted = style(inMediakitLayer({ color: vars.color.textMuted }));

export const failure = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    alignItems: 'center',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.danger}`,
    color: vars.color.text,
  }),
);
