import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const group = style(
  inUiLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontFamily: vars.font.family.body }),
);

export const items = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    selectors: {
      '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg },
    },
  }),
);

export const field = style(inUiLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));

export const button = style(
  inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
  }),
);

export const circle = style(
  inUiLayer({
    flexShrink: 0,
    inlineSize: '18px',
    blockSize: '18px',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    border: `1.5px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    transitionProperty: 'border-width, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      [`${button}[data-selected] &`]: { borderWidth: '5px', borderColor: vars.color.accent },
      [`${button}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.accent },
      [`${button}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    },
  }),
);

export const indented = style(inUiLayer({ paddingInlineStart: `calc(18px + ${vars.space.sm})` }));
