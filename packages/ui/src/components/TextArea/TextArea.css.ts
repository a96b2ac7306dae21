import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const field = style(
  inUiLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontFamily: vars.font.family.body }),
);

export const label = style(
  inUiLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);

export const input = style(
  inUiLayer({
    minBlockSize: '96px',
    resize: 'vertical',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-focus-visible], &[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  }),
);

export const footer = style(
  inUiLayer({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontSize: vars.font.size.xs,
  }),
);

export const description = style(inUiLayer({ color: vars.color.textMuted }));

export const counter = style(
  inUiLayer({
    marginInlineStart: 'auto',
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&[data-over-limit]': { color: vars.color.danger, fontWeight: vars.font.weight.bold } },
  }),
);

export const error = style(inUiLayer({ color: vars.color.danger, fontSize: vars.font.size.sm }));
