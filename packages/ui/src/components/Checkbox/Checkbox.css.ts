import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const field = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    fontFamily: vars.font.family.body,
  }),
);

export const button = style(
  inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const box = style(
  inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: '18px',
    blockSize: '18px',
    borderRadius: vars.radius.sm,
    border: `1.5px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.onAccent,
    fontSize: '14px',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      [`${button}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.accent },
      [`${button}[data-pressed] &`]: { transform: 'scale(0.94)' },
      [`${button}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${button}[data-invalid][data-selected] &`]: { background: vars.color.dangerSolid },
    },
  }),
);

/** Description and error sit under the label, aligned with its text. */
export const indented = style(inUiLayer({ paddingInlineStart: `calc(18px + ${vars.space.sm})` }));

export const group = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    fontFamily: vars.font.family.body,
  }),
);

export const groupItems = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    selectors: {
      '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg },
    },
  }),
);
