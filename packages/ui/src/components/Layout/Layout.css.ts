import { createVar, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '../../theme';

type SpaceKey = keyof typeof vars.space;
const spaceKeys = Object.keys(vars.space) as SpaceKey[];

function each<Key extends string>(keys: readonly Key[], rule: (key: Key) => StyleRule): Record<Key, StyleRule> {
  return Object.fromEntries(keys.map((key) => [key, inMediakitLayer(rule(key))])) as Record<Key, StyleRule>;
}

const gap = each(spaceKeys, (key) => ({ gap: vars.space[key] }));
const align = {
  start: inMediakitLayer({ alignItems: 'flex-start' }),
  center: inMediakitLayer({ alignItems: 'center' }),
  end: inMediakitLayer({ alignItems: 'flex-end' }),
  stretch: inMediakitLayer({ alignItems: 'stretch' }),
  baseline: inMediakitLayer({ alignItems: 'baseline' }),
};
const justify = {
  start: inMediakitLayer({ justifyContent: 'flex-start' }),
  center: inMediakitLayer({ justifyContent: 'center' }),
  end: inMediakitLayer({ justifyContent: 'flex-end' }),
  between: inMediakitLayer({ justifyContent: 'space-between' }),
};

const reset = { margin: 0, padding: 0, listStyle: 'none', minInlineSize: 0 } as const;

export const stack = recipe({
  base: inMediakitLayer({ ...reset, display: 'flex', flexDirection: 'column' }),
  variants: { gap, align, justify },
  defaultVariants: { gap: 'md', align: 'stretch', justify: 'start' },
});

export const inline = recipe({
  base: inMediakitLayer({ ...reset, display: 'flex', flexDirection: 'row' }),
  variants: {
    gap,
    align,
    justify,
    wrap: { true: inMediakitLayer({ flexWrap: 'wrap' }), false: inMediakitLayer({ flexWrap: 'nowrap' }) },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});

/** Minimum item width of an auto-filling grid (set inline from the `minItemWidth` prop). */
export const minItemWidth = createVar();

export const grid = recipe({
  base: inMediakitLayer({ ...reset, display: 'grid' }),
  variants: {
    gap,
    align: {
      start: inMediakitLayer({ alignItems: 'start' }),
      center: inMediakitLayer({ alignItems: 'center' }),
      end: inMediakitLayer({ alignItems: 'end' }),
      stretch: inMediakitLayer({ alignItems: 'stretch' }),
      baseline: inMediakitLayer({ alignItems: 'baseline' }),
    },
    columns: {
      auto: inMediakitLayer({
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`,
        vars: { [minItemWidth]: '200px' },
      }),
      1: inMediakitLayer({ gridTemplateColumns: 'minmax(0, 1fr)' }),
      2: inMediakitLayer({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }),
      3: inMediakitLayer({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }),
      4: inMediakitLayer({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }),
      5: inMediakitLayer({ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }),
      6: inMediakitLayer({ gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' }),
    },
  },
  defaultVariants: { gap: 'md', align: 'stretch', columns: 'auto' },
});
