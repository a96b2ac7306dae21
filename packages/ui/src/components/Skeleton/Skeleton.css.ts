import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '../../theme';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: inMediakitLayer({
    display: 'block',
    background: vars.color.surfaceSunken,
    animationName: pulse,
    animationDuration: '1.6s',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    shape: {
      text: inMediakitLayer({ blockSize: '0.9em', borderRadius: vars.radius.sm }),
      rect: inMediakitLayer({ borderRadius: vars.radius.md }),
      circle: inMediakitLayer({ borderRadius: vars.radius.full, flexShrink: 0 }),
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));
