import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

/**
 * In a StatTileGrid each tile's cell is a size container: a narrow tile (two on a phone, five across a laptop's panel)
 * takes less padding and a figure scaled to its width, so that "₹24,999.00" stays on one line instead of breaking
 * between its digits. A StatTile outside a grid keeps its size.
 */
const tileCell = createContainer();
const narrowTile = `${tileCell} (max-width: 192px)`;

/** The narrowest a tile of the grid gets before the grid has one column fewer (StatTileGrid's `minTileWidth`). */
export const minTileWidthProperty = '--mk-stat-tile-min';

export const grid = style(
  inUiLayer({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, var(${minTileWidthProperty})), 1fr))`,
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** A grid item: its tile fills it, so the tiles of a row are as tall as its tallest. */
export const gridItem = style(inUiLayer({ display: 'grid', containerType: 'inline-size', containerName: tileCell }));

export const root = style(
  inUiLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xxs,
    minInlineSize: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    '@container': { [narrowTile]: { padding: vars.space.sm } },
  }),
);

export const label = style(
  inUiLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted }),
);

export const value = style(
  inUiLayer({
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
    // 12.5% of the tile's width: the xl figure (24 px) at 192 px, never below lg (18 px).
    '@container': { [narrowTile]: { fontSize: `max(${vars.font.size.lg}, 12.5cqi)` } },
  }),
);

export const delta = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
  variants: {
    tone: {
      positive: inUiLayer({ color: vars.color.success }),
      negative: inUiLayer({ color: vars.color.danger }),
      neutral: inUiLayer({ color: vars.color.textMuted }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const arrow = style(inUiLayer({ fontWeight: vars.font.weight.bold }));

export const help = style(inUiLayer({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));
