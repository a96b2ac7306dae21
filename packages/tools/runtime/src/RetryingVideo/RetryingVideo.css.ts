import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const video = style(
  inMediakitLayer({
    display: 'block',
    inlineSize: '100%',
    maxBlockSize: '70vh',
    borderRadius: vars.radius.md,
    background: '#000000',
  }),
);

export const failure = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSubtle,
    color: vars.color.danger,
  }),
);
