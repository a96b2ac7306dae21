import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const prefix = style(
  inMediakitLayer({
    display: 'inline-flex',
    paddingInlineStart: vars.space.md,
    color: vars.color.textMuted,
    fontSize: '18px',
  }),
);
