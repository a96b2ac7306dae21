import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const screen = style(inMediakitLayer({ display: 'grid', gap: vars.space.lg, containerType: 'inline-size' }));

export const section = style(
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

export const header = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.sm,
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

export const muted = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const tableWrap = style(
  inMediakitLayer({
    overflowX: 'auto',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);

export const caption = style(
  inMediakitLayer({ textAlign: 'start', captionSide: 'top', color: vars.color.textMuted, fontSize: vars.font.size.sm }),
);

export const table = style(
  inMediakitLayer({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const cell = style(
  inMediakitLayer({
    textAlign: 'start',
    padding: `${vars.space.sm} ${vars.space.sm}`,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
  }),
);

export const headCell = style([
  cell,
  inMediakitLayer({ color: vars.color.textMuted, fontWeight: vars.font.weight.bold }),
]);

export const rowHeader = style([
  cell,
  inMediakitLayer({ fontWeight: 'inherit', whiteSpace: 'normal', minInlineSize: '10ch' }),
]);

export const numberCell = style([cell, inMediakitLayer({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })]);

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

export const tiles = style(
  inMediakitLayer({
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

// console-a: payment cards, the billing profile and the plan buttons.
export const cardList = style(
  inMediakitLayer({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm }),
);

export const cardRow = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  }),
);

export const cardText = style(inMediakitLayer({ display: 'grid', flex: '1 1 12rem', gap: vars.space.xs }));

export const form = style(inMediakitLayer({ display: 'grid', gap: vars.space.md }));

export const actions = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

/** Update Payment's radio list of saved cards. */
export const choices = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minInlineSize: 0 }),
);

export const choice = style(inMediakitLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));
