import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

/**
 * StatTileGrid is a size container: where it is narrow (a phone), its tiles take less padding and a smaller figure, so
 * that two stand side by side instead of one per row.
 */
const gridContainer = createContainer();
const narrowGrid = `${gridContainer} (max-width: 26rem)`;

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
    containerType: 'inline-size',
    containerName: gridContainer,
  }),
);

/** A grid item: its tile fills it, so the tiles of a row are as tall as its tallest. */
export const gridItem = style(inUiLayer({ display: 'grid' }));

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
    '@container': { [narrowGrid]: { padding: vars.space.sm } },
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
    '@container': { [narrowGrid]: { fontSize: vars.font.size.lg } },
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
