import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const container = style(
  inMediakitLayer({
    boxSizing: 'border-box',
    inlineSize: '100%',
    overflowX: 'auto',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    selectors: { '&:focus-visible': focusRing },
  }),
);

export const table = style(
  inMediakitLayer({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const head = style(inMediakitLayer({ background: vars.color.surface }));
export const headRow = style(inMediakitLayer({}));
export const body = style(inMediakitLayer({}));

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'middle',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
} as const;

export const column = style(
  inMediakitLayer({
    ...cellBase,
    fontWeight: vars.font.weight.medium,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);

export const sortButton = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover, &[data-sorted]': { color: vars.color.text },
      '&:focus-visible': focusRing,
    },
  }),
);

export const sortIcon = style(
  inMediakitLayer({
    opacity: 0.35,
    selectors: { [`${sortButton}[data-sorted] &`]: { opacity: 1, color: vars.color.accentText } },
  }),
);

export const actionsHeader = style(inMediakitLayer({}));

export const row = style(
  inMediakitLayer({
    selectors: {
      '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
      '&:hover': { background: vars.color.surface },
    },
  }),
);

export const rowHeader = style(inMediakitLayer({ ...cellBase, fontWeight: vars.font.weight.medium }));

export const cell = style(inMediakitLayer(cellBase));

export const empty = style(
  inMediakitLayer({
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    textAlign: 'center',
    color: vars.color.textMuted,
  }),
);
