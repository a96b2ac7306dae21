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

export const section = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

export const grid = style(
  inMediakitLayer({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.md }),
);

export const pictures = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }));

export const picture = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const avatarImage = style(
  inMediakitLayer({
    inlineSize: '96px',
    blockSize: '96px',
    borderRadius: vars.radius.full,
    objectFit: 'cover',
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  }),
);

export const coverImage = style(
  inMediakitLayer({
    inlineSize: 'min(320px, 100%)',
    aspectRatio: '3 / 1',
    borderRadius: vars.radius.md,
    objectFit: 'cover',
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  }),
);

export const fileInput = style(
  inMediakitLayer({ fontSize: vars.font.size.sm, color: vars.color.text, maxInlineSize: '100%' }),
);

export const facts = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    margin: 0,
  }),
);

export const term = style(inMediakitLayer({ color: vars.color.textMuted }));

export const detail = style(inMediakitLayer({ margin: 0, fontWeight: vars.font.weight.medium }));

export const list = style(
  inMediakitLayer({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  }),
);

export const passwordField = style(inMediakitLayer({ marginBlockStart: vars.space.md }));

export const plans = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: `${vars.space.md} 0 0`,
    padding: 0,
    border: 'none',
  }),
);

export const planOption = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    selectors: { '&:has(input:disabled)': { color: vars.color.textMuted } },
  }),
);
