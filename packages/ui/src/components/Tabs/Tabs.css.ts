import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const tabs = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  }),
);

export const list = style(
  inUiLayer({
    display: 'flex',
    gap: vars.space.xs,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    overflowX: 'auto',
    selectors: {
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        borderBlockEnd: 'none',
        borderInlineEnd: `1px solid ${vars.color.border}`,
      },
    },
  }),
);

export const tab = style(
  inUiLayer({
    position: 'relative',
    margin: 0,
    marginBlockEnd: '-1px',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: 'none',
    borderBlockEnd: '2px solid transparent',
    borderRadius: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    whiteSpace: 'nowrap',
    transitionProperty: 'color, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.accentText, borderBlockEndColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, textDecoration: 'line-through' },
      '[data-orientation="vertical"] > &': {
        marginBlockEnd: 0,
        marginInlineEnd: '-1px',
        borderBlockEnd: 'none',
        borderInlineEnd: '2px solid transparent',
      },
      '[data-orientation="vertical"] > &[data-selected]': { borderInlineEndColor: vars.color.accent },
    },
  }),
);

export const panel = style(
  inUiLayer({
    outline: 'none',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);
