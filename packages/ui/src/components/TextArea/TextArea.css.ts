import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const field = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontFamily: vars.font.family.body }),
);

export const label = style(
  inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);

export const input = style(
  inMediakitLayer({
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
  inMediakitLayer({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontSize: vars.font.size.xs,
  }),
);

export const description = style(inMediakitLayer({ color: vars.color.textMuted }));

export const counter = style(
  inMediakitLayer({
    marginInlineStart: 'auto',
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&[data-over-limit]': { color: vars.color.danger, fontWeight: vars.font.weight.bold } },
  }),
);

export const error = style(inMediakitLayer({ color: vars.color.danger, fontSize: vars.font.size.sm }));
