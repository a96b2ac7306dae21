import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const tabs = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  }),
);

export const list = style(
  inMediakitLayer({
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
  inMediakitLayer({
    position: 'relative',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    outline: 'none',
    whiteSpace: 'nowrap',
    borderBlockEnd: '2px solid transparent',
    marginBlockEnd: '-1px',
    transitionProperty: 'color, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.accentText, borderBlockEndColor: vars.color.accent },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, textDecoration: 'line-through' },
    },
  }),
);

export const panel = style(
  inMediakitLayer({
    outline: 'none',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);
