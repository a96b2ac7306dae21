import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const options = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: vars.space.md,
    alignItems: 'start',
  }),
);

export const formError = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const preview = style(
  inMediakitLayer({
    display: 'block',
    maxInlineSize: '100%',
    maxBlockSize: '520px',
    objectFit: 'contain',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  }),
);
