import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

/** The output alone, captioned, when the original is unknown. */
export const figure = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 }),
);

export const variations = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const variation = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.sm,
  }),
);

export const variationImage = style(
  inMediakitLayer({
    display: 'block',
    inlineSize: '100%',
    aspectRatio: '1',
    objectFit: 'contain',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
  }),
);
