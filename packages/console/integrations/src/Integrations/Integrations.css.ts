import { globalStyle, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const stack = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const success = style(inMediakitLayer({ margin: 0, color: vars.color.success }));

export const sectionHeading = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg }));

/** The add form, each webhook's card and its deliveries: a column in a rounded frame. */
const framedColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
} as const;

export const form = style(inMediakitLayer(framedColumn));

export const urlField = style(inMediakitLayer({ minInlineSize: 0 }));

export const events = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }),
);

export const groupLabel = style(inMediakitLayer({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm }));

/** With the kit's `plainList`. */
export const list = style(inMediakitLayer({ gap: vars.space.md }));

export const card = style(inMediakitLayer({ ...framedColumn, background: vars.color.surfaceRaised, minInlineSize: 0 }));

export const cardHead = style(
  inMediakitLayer({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm }),
);

export const url = style(
  inMediakitLayer({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere', minInlineSize: 0 }),
);

export const details = style(inMediakitLayer(framedColumn));

export const summary = style(inMediakitLayer({ cursor: 'pointer', fontWeight: vars.font.weight.bold }));

// The deliveries keep their columns and scroll sideways on narrow screens rather than squeezing them.
export const deliveries = style(inMediakitLayer({}));
globalStyle(`${deliveries} > table`, inMediakitLayer({ minInlineSize: '36rem' }));

export const mono = style(inMediakitLayer({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' }));

export const time = style(inMediakitLayer({ selectors: { '&&': { whiteSpace: 'nowrap', fontWeight: 'normal' } } }));

export const problem = style(inMediakitLayer({ color: vars.color.danger }));
