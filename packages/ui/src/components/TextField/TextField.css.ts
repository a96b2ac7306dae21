import { globalStyle, style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const prefix = style(
  inUiLayer({
    display: 'inline-flex',
    paddingInlineStart: vars.space.md,
    color: vars.color.textMuted,
    fontSize: '18px',
  }),
);

// Our own clear button replaces the browser's, which only a mouse can reach.
globalStyle(`${input}::-webkit-search-cancel-button`, inUiLayer({ appearance: 'none' }));
