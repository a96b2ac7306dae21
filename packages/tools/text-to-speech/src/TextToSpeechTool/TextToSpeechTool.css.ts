import { style } from '@vanilla-extract/css';
import { inMediakitLayer } from '@mediakit/ui/theme';

export const player = style(inMediakitLayer({ display: 'block', inlineSize: '100%' }));
