import { style } from '@vanilla-extract/css';
import { inUiLayer } from '../../theme/layer';

export const icon = style(
  inUiLayer({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: '-0.125em',
    overflow: 'visible',
    // Sized by the font (1em) and drawn in currentColor: it follows the text around it, also where it is the
    // outermost of our elements.
    fontSize: 'inherit',
    color: 'inherit',
  }),
);
