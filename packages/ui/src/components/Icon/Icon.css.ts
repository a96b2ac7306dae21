import { style } from '@vanilla-extract/css';
import { inMediakitLayer } from '../../theme';

export const icon = style(
  inMediakitLayer({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: '-0.125em',
    overflow: 'visible',
  }),
);
