import { keyframes, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const indeterminateFill = style(
  inMediakitLayer({
    inlineSize: '40%',
    blockSize: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    animationName: slide,
    animationDuration: '1.4s',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
    selectors: { '[dir="rtl"] &': { animationDirection: 'reverse' } },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.5 },
    },
  }),
);
