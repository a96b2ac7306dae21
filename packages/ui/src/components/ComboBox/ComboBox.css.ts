import { style } from '@vanilla-extract/css';
import { inMediakitLayer } from '../../theme';

export const group = style(inMediakitLayer({ position: 'relative' }));
