import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The floating surface shared by Popover, Menu and other pickers. */
export const surface = style(
  inUiLayer({
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    outline: 'none',
    zIndex: vars.zIndex.popover,
    maxInlineSize: 'calc(100vw - 16px)',
    overflow: 'auto',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const popover = style(inUiLayer({ overflow: 'visible' }));

export const dialog = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    outline: 'none',
    maxInlineSize: '360px',
  }),
);

export const title = style(inUiLayer({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }));

export const arrow = style(
  inUiLayer({
    display: 'block',
    fill: vars.color.surfaceRaised,
    stroke: vars.color.border,
    strokeWidth: 1,
    selectors: {
      '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
      '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
      '[data-placement="right"] &': { transform: 'rotate(90deg)' },
    },
  }),
);
