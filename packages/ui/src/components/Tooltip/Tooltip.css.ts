import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style(
  inUiLayer({
    maxInlineSize: '240px',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.background,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.md,
    zIndex: vars.zIndex.tooltip,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const arrow = style(
  inUiLayer({
    display: 'block',
    fill: vars.color.text,
    selectors: {
      '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
      '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
      '[data-placement="right"] &': { transform: 'rotate(90deg)' },
    },
  }),
);
