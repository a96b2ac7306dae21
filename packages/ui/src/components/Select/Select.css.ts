import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const trigger = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minBlockSize: '40px',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '[data-invalid] > &': { borderColor: vars.color.danger },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const value = style(
  inMediakitLayer({
    flex: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
  }),
);

export const chevron = style(
  inMediakitLayer({
    display: 'inline-flex',
    color: vars.color.textMuted,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationFast,
    selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  }),
);
