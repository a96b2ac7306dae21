import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const root = style(
  inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.accentText,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
  }),
);

export const circle = recipe({
  base: inUiLayer({
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    animationName: spin,
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': {
      // No spinning for people who asked for less motion: a slow fade says "working" instead.
      '(prefers-reduced-motion: reduce)': {
        borderInlineEndColor: 'currentColor',
        borderStyle: 'dotted',
        animationName: pulse,
        animationDuration: '2s',
        animationTimingFunction: 'ease-in-out',
      },
    },
  }),
  variants: {
    size: {
      sm: inUiLayer({ inlineSize: '16px', blockSize: '16px', borderWidth: '2px' }),
      md: inUiLayer({ inlineSize: '24px', blockSize: '24px', borderWidth: '3px' }),
      lg: inUiLayer({ inlineSize: '40px', blockSize: '40px', borderWidth: '4px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const text = style(inUiLayer({ color: vars.color.textMuted }));
