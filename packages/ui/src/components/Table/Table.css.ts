import { globalStyle, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' };

export const container = style(
  inMediakitLayer({
    boxSizing: 'border-box',
    inlineSize: '100%',
    overflowX: 'auto',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
  }),
);

export const table = style(
  inMediakitLayer({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  }),
);

export const header = style(inMediakitLayer({ background: vars.color.surface }));

export const column = style(
  inMediakitLayer({
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    textAlign: 'start',
    fontWeight: vars.font.weight.medium,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
      '&[data-focus-visible]': focusRing,
      '&[data-align="end"]': { textAlign: 'end' },
    },
  }),
);

export const columnContent = style(
  inMediakitLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }),
);

export const sortIcon = style(
  inMediakitLayer({
    opacity: 0.35,
    selectors: { '[data-sort-direction] &': { opacity: 1, color: vars.color.accentText } },
  }),
);

export const row = style(
  inMediakitLayer({
    outline: 'none',
    selectors: {
      '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
      '&[data-hovered]': { background: vars.color.surface },
      '&[data-selected]': { background: vars.color.accentSubtle },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.textMuted },
    },
  }),
);

export const cell = style(
  inMediakitLayer({
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    verticalAlign: 'middle',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-align="end"]': { textAlign: 'end' },
    },
  }),
);

export const actions = style(inMediakitLayer({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs }));

export const empty = style(
  inMediakitLayer({
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    textAlign: 'center',
    color: vars.color.textMuted,
  }),
);

export const checkbox = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    outline: 'none',
  }),
);

export const checkboxBox = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '18px',
    blockSize: '18px',
    borderRadius: vars.radius.sm,
    border: `1.5px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.onAccent,
    selectors: {
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const body = style(inMediakitLayer({}));

// react-aria renders the empty state's row and cell itself, without our class names: they get the same isolation
// from the page's CSS as our elements (see theme/themes.css.ts).
globalStyle(`${body} > tr:not(#\\#), ${body} > tr:not(#\\#) > td`, { all: 'revert-layer' });
