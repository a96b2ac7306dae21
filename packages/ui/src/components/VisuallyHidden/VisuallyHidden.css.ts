import { style } from '@vanilla-extract/css';
import { inUiLayer } from '../../theme/layer';

export const visuallyHidden = style(
  inUiLayer({
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
