import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The console screens' shared look: sections, the error block, plain tables. One copy here instead of one a screen.

export const stack = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const heading = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

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

export const section = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);
