import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const stack = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const intro = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const createForm = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm }),
);

export const labelField = style(inMediakitLayer({ flex: '1 1 16rem', minInlineSize: 0 }));

export const createButton = style(inMediakitLayer({ marginBlockStart: '1.6rem' }));

export const heading = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const created = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
  }),
);

export const secret = style(
  inMediakitLayer({
    display: 'block',
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family.mono,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  }),
);

export const row = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const alert = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const muted = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const tableWrap = style(inMediakitLayer({ overflowX: 'auto' }));

export const table = style(
  inMediakitLayer({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm }),
);

export const cell = style(
  inMediakitLayer({
    textAlign: 'start',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
  }),
);

export const headerCell = style([
  cell,
  inMediakitLayer({ color: vars.color.textMuted, fontWeight: vars.font.weight.bold }),
]);

export const mono = style(inMediakitLayer({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' }));

export const filters = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md }),
);

export const filter = style(inMediakitLayer({ minInlineSize: '12rem' }));

export const small = style(
  inMediakitLayer({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: 'normal' }),
);

export const actions = style(inMediakitLayer({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' }));

export const link = style(
  inMediakitLayer({
    color: vars.color.accentText,
    textDecoration: 'underline',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);

export const number = style(inMediakitLayer({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }));
