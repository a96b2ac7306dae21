import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const trigger = style(inMediakitLayer({ position: 'relative' }));

export const badge = style(
  inMediakitLayer({
    position: 'absolute',
    insetBlockStart: '-0.25rem',
    insetInlineEnd: '-0.25rem',
    minInlineSize: '1.15rem',
    blockSize: '1.15rem',
    paddingInline: '0.25rem',
    borderRadius: vars.radius.full,
    background: vars.color.dangerSolid,
    color: '#fff',
    fontSize: '0.7rem',
    fontWeight: 700,
    lineHeight: '1.15rem',
    textAlign: 'center',
    pointerEvents: 'none',
  }),
);

export const panel = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    inlineSize: 'min(22rem, calc(100vw - 2rem))',
  }),
);

export const header = style(
  inMediakitLayer({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm }),
);

export const hint = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));

/** With the kit's `plainList`. */
export const list = style(
  inMediakitLayer({
    gap: vars.space.xxs,
    maxBlockSize: 'min(24rem, 60vh)',
    overflowY: 'auto',
  }),
);

export const item = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: '0.5rem 1fr',
    columnGap: vars.space.sm,
    inlineSize: '100%',
    padding: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-unread]': { background: vars.color.accentSubtle },
    },
  }),
);

export const dot = style(
  inMediakitLayer({
    marginBlockStart: '0.4rem',
    inlineSize: '0.5rem',
    blockSize: '0.5rem',
    borderRadius: vars.radius.full,
    selectors: { [`${item}[data-unread] &`]: { background: vars.color.accent } },
  }),
);

export const itemText = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: '0.1rem', minInlineSize: 0 }),
);

export const itemTitle = style(inMediakitLayer({ fontWeight: 600 }));

export const itemBody = style(inMediakitLayer({ fontSize: vars.font.size.sm, color: vars.color.textMuted }));

export const itemTime = style(inMediakitLayer({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const message = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const failure = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const srOnly = style(
  inMediakitLayer({
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);

// Never stretched by a flex parent: the badge sits on the bell's corner.
export const anchor = style(inMediakitLayer({ position: 'relative', display: 'inline-flex', alignSelf: 'center' }));

export const popup = style(
  inMediakitLayer({
    position: 'absolute',
    insetBlockStart: 'calc(100% + 8px)',
    insetInlineEnd: 0,
    zIndex: vars.zIndex.popover,
    padding: vars.space.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
    // On a phone the bell sits near the edge: the panel takes the screen's width under the top bar.
    '@media': {
      '(max-width: 600px)': { position: 'fixed', insetBlockStart: '3.75rem', insetInline: vars.space.sm },
    },
  }),
);

export const title = style(inMediakitLayer({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md }));
