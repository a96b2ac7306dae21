import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style(
  inUiLayer({
    position: 'fixed',
    insetBlock: 0,
    insetInline: 0,
    zIndex: vars.zIndex.modal,
    background: vars.color.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const drawer = recipe({
  base: inUiLayer({
    position: 'fixed',
    insetBlock: 0,
    display: 'flex',
    flexDirection: 'column',
    inlineSize: 'min(320px, calc(100vw - 48px))',
    overflowY: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    side: {
      start: inUiLayer({
        insetInlineStart: 0,
        borderInlineEnd: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': { animation: `${slideFromStart} ${vars.motion.durationNormal} ${vars.motion.easing}` },
          '&[data-exiting]': {
            animation: `${slideFromStart} ${vars.motion.durationFast} ${vars.motion.easing} reverse`,
          },
          '[dir="rtl"] &[data-entering]': { animationName: slideFromEnd },
          '[dir="rtl"] &[data-exiting]': { animationName: slideFromEnd },
        },
      }),
      end: inUiLayer({
        insetInlineEnd: 0,
        borderInlineStart: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': { animation: `${slideFromEnd} ${vars.motion.durationNormal} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: `${slideFromEnd} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
          '[dir="rtl"] &[data-entering]': { animationName: slideFromStart },
          '[dir="rtl"] &[data-exiting]': { animationName: slideFromStart },
        },
      }),
    },
  },
  defaultVariants: { side: 'start' },
});

export const dialog = style(inUiLayer({ flex: 1, padding: vars.space.lg }));
