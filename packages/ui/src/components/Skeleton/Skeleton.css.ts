import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: inUiLayer({
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
      text: inUiLayer({ blockSize: '0.9em', borderRadius: vars.radius.sm }),
      rect: inUiLayer({ borderRadius: vars.radius.md }),
      circle: inUiLayer({ borderRadius: vars.radius.full, flexShrink: 0 }),
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style(inUiLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));
