import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const tabs = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  }),
);

export const list = style(
  inMediakitLayer({
    display: 'flex',
    gap: vars.space.xs,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    overflowX: 'auto',
  }),
);

export const tab = style(
  inMediakitLayer({
    position: 'relative',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    background: 'none',
    border: 'none',
    borderBlockEnd: '2px solid transparent',
    marginBlockEnd: '-1px',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    outline: 'none',
    whiteSpace: 'nowrap',
    transitionProperty: 'color, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-selected="true"]': { color: vars.color.accentText, borderBlockEndColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  }),
);
