import { globalStyle, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The landing page's mini-studio: the prompt and its buttons beside the history on wide screens, stacked on narrow.

export const controls = style(inMediakitLayer({ display: 'grid', alignContent: 'start', gap: vars.space.sm }));

export const buttons = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const note = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const historyHeader = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }),
);

export const historyTitle = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const history = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    maxBlockSize: '520px',
    overflowY: 'auto',
  }),
);

export const historyItem = style(inMediakitLayer({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' }));

export const media = style(
  inMediakitLayer({
    display: 'block',
    inlineSize: '100%',
    blockSize: 'auto',
    aspectRatio: '1',
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  }),
);

export const caption = style(
  inMediakitLayer({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

globalStyle(`${caption} a`, inMediakitLayer({ color: vars.color.accentText }));
