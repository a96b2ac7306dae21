import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const field = style(
  inUiLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontFamily: vars.font.family.body }),
);

export const button = style(
  inUiLayer({
    display: 'inline-flex',
    position: 'relative',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
  }),
);

/** The native checkbox: out of sight, still focused and announced; the track shows its state. */
export const input = style(
  inUiLayer({
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    margin: 0,
    opacity: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
  }),
);

export const track = style(
  inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    inlineSize: '36px',
    blockSize: '20px',
    padding: '2px',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      [`${button}[data-selected] &`]: { background: vars.color.accent },
      [`${button}:has(${input}:focus-visible) &`]: {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  }),
);

export const thumb = style(
  inUiLayer({
    inlineSize: '16px',
    blockSize: '16px',
    borderRadius: vars.radius.full,
    background: vars.color.onAccent,
    boxShadow: vars.shadow.sm,
    // Logical margin, not translateX: the thumb moves the right way in right-to-left pages.
    marginInlineStart: 0,
    transitionProperty: 'margin-inline-start',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: { [`${button}[data-selected] &`]: { marginInlineStart: '16px' } },
  }),
);

export const indented = style(inUiLayer({ paddingInlineStart: `calc(36px + ${vars.space.sm})` }));
