import { globalStyle, style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css';
import { inMediakitLayer, vars } from '../../theme';

export const prefix = style(
  inMediakitLayer({
    display: 'inline-flex',
    paddingInlineStart: vars.space.md,
    color: vars.color.textMuted,
    fontSize: '18px',
  }),
);

// Our own clear button replaces the browser's, which only a mouse can reach.
globalStyle(`${input}::-webkit-search-cancel-button`, inMediakitLayer({ appearance: 'none' }));
