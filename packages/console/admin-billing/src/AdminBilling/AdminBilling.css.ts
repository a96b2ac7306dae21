import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// console-a: payment cards, the billing profile and the plan buttons.
export const cardList = style(
  inMediakitLayer({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm }),
);

/** With the kit's `framedRow`. */
export const cardRow = style(inMediakitLayer({ border: `1px solid ${vars.color.border}` }));

export const cardText = style(inMediakitLayer({ display: 'grid', flex: '1 1 12rem', gap: vars.space.xs }));

export const form = style(inMediakitLayer({ display: 'grid', gap: vars.space.md }));

export const actions = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

/** Update Payment's radio list of saved cards. */
export const choices = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minInlineSize: 0 }),
);

/** Without a legend's default 2 px of inline padding, it lines up with the radios. */
export const choicesLegend = style(inMediakitLayer({ padding: 0 }));

export const choice = style(inMediakitLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const testMode = style(inMediakitLayer({ margin: 0, fontWeight: 600 }));

export const statusCell = style(
  inMediakitLayer({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' }),
);
