import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const swatch = style(
  inMediakitLayer({
    flexShrink: 0,
    inlineSize: '20px',
    blockSize: '20px',
    marginInlineStart: vars.space.sm,
    borderRadius: vars.radius.sm,
    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  }),
);

export const input = style(
  inMediakitLayer({ fontFamily: vars.font.family.mono, textTransform: 'uppercase', paddingInlineStart: vars.space.sm }),
);

export const swatchFrame = style(inMediakitLayer({ display: 'inline-flex' }));
