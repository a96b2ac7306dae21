import { createContainer, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

const library = createContainer('mk-media-library');

export const screen = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    containerType: 'inline-size',
    containerName: library,
  }),
);

export const title = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.xl }));

export const search = style(inMediakitLayer({ maxInlineSize: '24rem' }));

export const notice = style(inMediakitLayer({ margin: 0, minBlockSize: '1.25em', color: vars.color.textMuted }));
export const noticeFailed = style(inMediakitLayer({ margin: 0, minBlockSize: '1.25em', color: vars.color.danger }));

export const failure = style(
  inMediakitLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.danger }),
);

// 1 to 4 columns by the library's own width (not the window's): it sits in sidebars, dialogs and full pages alike.
export const grid = style(
  inMediakitLayer({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@container': {
      [`${library} (min-width: 480px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [`${library} (min-width: 720px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [`${library} (min-width: 960px)`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  }),
);

export const card = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    overflow: 'hidden',
  }),
);

export const previewButton = style(
  inMediakitLayer({
    all: 'unset',
    cursor: 'pointer',
    display: 'block',
    position: 'relative',
    aspectRatio: '16 / 10',
    // Without it the aspect ratio's automatic minimum lets a tall image stretch the card.
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  }),
);

export const thumb = style(
  inMediakitLayer({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }),
);

export const placeholder = style(
  inMediakitLayer({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  }),
);

export const cardBody = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm }),
);

export const cardTitle = style(
  inMediakitLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const cardMeta = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));

export const cardActions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const footer = style(
  inMediakitLayer({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.md }),
);

export const stage = style(
  inMediakitLayer({
    display: 'grid',
    placeItems: 'center',
    minBlockSize: '12rem',
    background: vars.color.surfaceSunken,
    borderRadius: vars.radius.md,
  }),
);

export const stageMedia = style(inMediakitLayer({ maxInlineSize: '100%', maxBlockSize: '60vh', display: 'block' }));

/** A text item's words in the preview: as written (line breaks kept), scrolling inside the dialog. */
export const textPreview = style(
  inMediakitLayer({
    margin: 0,
    padding: vars.space.md,
    inlineSize: '100%',
    maxBlockSize: '60vh',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    boxSizing: 'border-box',
  }),
);

export const textStatus = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));
