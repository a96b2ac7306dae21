import { style } from '@vanilla-extract/css';
import { inUiLayer } from '../../theme/layer';

/** Out of sight, still read by screen readers: for a class of its own, or a state of another component's part. */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(inUiLayer(visuallyHiddenRules));
