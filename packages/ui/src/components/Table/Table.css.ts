import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

// Variant and density rules sit in :where(), so they weigh no more than the class they refine: a screen's own column
// class (`TableColumn.className`) can still set a cell's weight or wrapping with a doubled class (`&&`).

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const scrollBox = style(
  inUiLayer({
    overflowX: 'auto',
    selectors: {
      '&[data-variant="panel"]': { borderRadius: vars.radius.sm },
      '&[data-variant="framed"]': {
        boxSizing: 'border-box',
        inlineSize: '100%',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
      },
      '&:focus-visible': focusRing,
    },
  }),
);

export const table = style(
  inUiLayer({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    selectors: {
      '&[data-variant="panel"]': { color: vars.color.text },
      '&[data-variant="framed"]': { color: vars.color.text, fontFamily: vars.font.family.body },
      '&[data-stacked]': { display: 'block' },
    },
  }),
);

const panel = `:where(${table}[data-variant="panel"])`;
// A table whose columns do not fit its box: each row a card of "column: value" lines (`narrowLayout="stack"`).
const stacked = `:where(${table}[data-stacked])`;
const framed = `:where(${table}[data-variant="framed"])`;
const compact = `:where(${table}[data-density="compact"])`;

export const caption = style(
  inUiLayer({
    textAlign: 'start',
    captionSide: 'top',
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    selectors: {
      [`${stacked} &`]: { display: 'block' },
      // In line with the cards, which stand inside the framed table's border.
      [`${framed}${stacked} &`]: { paddingInline: vars.space.sm },
    },
  }),
);

export const head = style(
  inUiLayer({
    selectors: { [`${framed} &`]: { background: vars.color.surface }, [`${stacked} &`]: { display: 'block' } },
  }),
);

// Stacked, the header row keeps only the headers that sort, as a row of buttons above the cards.
export const headRow = style(
  inUiLayer({
    selectors: {
      [`${stacked} &`]: {
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${vars.space.xs} ${vars.space.md}`,
      },
      [`${framed}${stacked} &`]: { paddingInline: vars.space.sm },
    },
  }),
);

// Cells read as body text (the theme's md size, regular weight); a framed table's are a step smaller.
const cellBase = {
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
  verticalAlign: 'middle',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
} as const;

const numbers = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

export const columnHeader = style(
  inUiLayer({
    ...cellBase,
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.bold,
    selectors: {
      [`${compact} &`]: { paddingBlock: vars.space.xs, paddingInline: vars.space.sm, verticalAlign: 'top' },
      [`${panel} &`]: { padding: vars.space.sm, whiteSpace: 'nowrap' },
      [`${framed} &`]: { fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' },
      '&[data-align="end"]': numbers,
      [`${stacked} &`]: { display: 'block', paddingInline: 0, borderBlockEnd: 'none', textAlign: 'start' },
      [`${stacked} &:not([data-allows-sorting])`]: visuallyHiddenRules,
    },
  }),
);

export const sortButton = style(
  inUiLayer({
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
      '&:hover, [data-sort-direction] > &': { color: vars.color.text },
      '&:focus-visible': focusRing,
    },
  }),
);

export const sortIcon = style(
  inUiLayer({
    opacity: 0.35,
    selectors: { '[data-sort-direction] > * > &': { opacity: 1, color: vars.color.accentText } },
  }),
);

export const row = style(
  inUiLayer({
    selectors: {
      [`${framed} &:not(:last-child)`]: { borderBlockEnd: `1px solid ${vars.color.border}` },
      [`${framed} &:hover`]: { background: vars.color.surface },
      // A card of its own: in two columns, lines between rows would not say which card a line closes.
      [`${stacked} &`]: {
        display: 'block',
        padding: vars.space.sm,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
      },
    },
  }),
);

// Cards side by side where two of 18rem fit (a tablet, a laptop's narrow panel), one per row on a phone.
export const body = style(
  inUiLayer({
    selectors: {
      [`${stacked} &`]: {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
        gap: vars.space.md,
      },
      // Inside the framed table's own border, not against it.
      [`${framed}${stacked} &`]: { padding: vars.space.sm },
      [`${stacked} &[data-empty]`]: { display: 'block' },
    },
  }),
);

export const stackedValue = style(
  inUiLayer({ selectors: { [`${stacked} &`]: { minInlineSize: 0, overflowWrap: 'anywhere' } } }),
);

export const cell = style(
  inUiLayer({
    ...cellBase,
    selectors: {
      [`${compact} &`]: { paddingBlock: vars.space.xs, paddingInline: vars.space.sm, verticalAlign: 'top' },
      [`${panel} &`]: { padding: vars.space.sm, whiteSpace: 'nowrap' },
      [`${framed} &`]: { fontSize: vars.font.size.sm, borderBlockEnd: 'none' },
      '&[data-align="end"]': numbers,
      [`${stacked} &`]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, min(30%, 10rem)) minmax(0, 1fr)',
        gap: vars.space.md,
        alignItems: 'baseline',
        paddingBlock: vars.space.xxs,
        paddingInline: 0,
        borderBlockEnd: 'none',
        textAlign: 'start',
        whiteSpace: 'normal',
      },
      // Figures line up with the other values, not with the card's far edge.
      [`${stacked} &[data-align="end"]`]: { textAlign: 'start' },
      // A cell with nothing in it this row (no action for a finished job) is no line at all.
      [`${stacked} &:has(> ${stackedValue}:empty)`]: { display: 'none' },
    },
  }),
);

// A row header is a <th> of the cells' weight, medium in a framed table.
export const rowHeader = style(
  inUiLayer({
    selectors: {
      [`${panel} &`]: { whiteSpace: 'normal', minInlineSize: '10ch' },
      [`${framed} &`]: { fontWeight: vars.font.weight.medium },
      [`${stacked} &`]: { display: 'block', paddingBlockEnd: vars.space.xs, fontWeight: vars.font.weight.bold },
    },
  }),
);

export const stackedLabel = style(
  inUiLayer({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }),
);

export const empty = style(
  inUiLayer({
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    textAlign: 'center',
    color: vars.color.textMuted,
    selectors: { [`${stacked} &`]: { display: 'block' } },
  }),
);
