import { globalStyle, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The text-to-image studio's layout: controls beside the picture on wide screens, stacked on narrow ones.

export const layout = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xl,
    '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 380px) minmax(0, 1fr)' } },
  }),
);

export const controls = style(inMediakitLayer({ display: 'grid', alignContent: 'start', gap: vars.space.md }));

export const pair = style(
  inMediakitLayer({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: vars.space.md }),
);

export const output = style(
  inMediakitLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    minBlockSize: '320px',
  }),
);

export const placeholder = style(
  inMediakitLayer({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center', padding: vars.space.xl }),
);

export const imageButton = style(
  inMediakitLayer({
    display: 'block',
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'zoom-in',
    borderRadius: vars.radius.md,
    overflow: 'hidden',
  }),
);

export const image = style(
  inMediakitLayer({ display: 'block', inlineSize: '100%', maxBlockSize: '70vh', objectFit: 'contain' }),
);

export const zoomImage = style(inMediakitLayer({ display: 'block', inlineSize: '100%', blockSize: 'auto' }));

export const meta = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const actions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const notice = style(
  inMediakitLayer({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const error = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const thumbs = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const thumb = style(
  inMediakitLayer({
    display: 'block',
    padding: 0,
    border: `2px solid transparent`,
    borderRadius: vars.radius.sm,
    background: 'none',
    cursor: 'pointer',
    selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent } },
  }),
);

globalStyle(
  `${thumb} img`,
  inMediakitLayer({ display: 'block', inlineSize: '100%', aspectRatio: '1', objectFit: 'cover' }),
);

export const templateDetails = style(inMediakitLayer({ margin: 0, display: 'grid', gap: vars.space.xxs }));

globalStyle(`${templateDetails} dt`, inMediakitLayer({ fontWeight: vars.font.weight.bold }));
globalStyle(`${templateDetails} dd`, inMediakitLayer({ margin: `0 0 ${vars.space.xs}` }));

/** A call to action under a grid or a list, apart from it. */
export const ctaRow = style(inMediakitLayer({ marginBlockStart: vars.space.lg }));

/** /text-image's studio and templates before their code arrives: about their height, so the FAQ does not jump. */
export const reserved = style(inMediakitLayer({ minBlockSize: '1400px' }));

// The native form shown before the studio's code arrives (TextImagePage): the studio's look on plain elements.

// Sizes as ui's Field, TextArea and Select give them, so nothing moves when the studio takes over.
export const field = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const label = style(
  inMediakitLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  }),
);

export const hint = style(
  inMediakitLayer({
    margin: 0,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

const box = {
  boxSizing: 'border-box',
  inlineSize: '100%',
  margin: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
} as const;

export const input = style(
  inMediakitLayer({
    ...box,
    minBlockSize: '40px',
    paddingInline: vars.space.md,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

// The select as ui's Select draws it (its own chevron, not the browser's arrow): the studio's code replaces these
// fields on the first interaction, and the arrows should not change then.
export const selectBox = style(inMediakitLayer({ display: 'grid', alignItems: 'center' }));

export const select = style(
  inMediakitLayer({
    ...box,
    gridArea: '1 / 1',
    appearance: 'none',
    minBlockSize: '40px',
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: '36px',
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const chevron = style(
  inMediakitLayer({
    gridArea: '1 / 1',
    justifySelf: 'end',
    display: 'inline-flex',
    marginInlineEnd: vars.space.md,
    color: vars.color.textMuted,
    pointerEvents: 'none',
  }),
);

export const textarea = style(
  inMediakitLayer({
    ...box,
    boxSizing: 'content-box',
    inlineSize: 'auto',
    minBlockSize: '96px',
    padding: vars.space.md,
    lineHeight: vars.font.lineHeight.normal,
    resize: 'vertical',
  }),
);

export const rangeRow = style(
  inMediakitLayer({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm }),
);

export const range = style(
  inMediakitLayer({ inlineSize: '100%', blockSize: '24px', margin: 0, accentColor: vars.color.accent }),
);

export const smallButton = style(
  inMediakitLayer({
    minBlockSize: '32px',
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const quietButton = style([
  smallButton,
  inMediakitLayer({ borderColor: 'transparent', background: 'transparent' }),
]);

/** The native studio's wrapper, there only to hear the first interaction: no box of its own. */
export const interactionArea = style({ display: 'contents' });
