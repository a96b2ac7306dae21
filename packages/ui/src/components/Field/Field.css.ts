import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

// Shared by every labelled form control (TextField, NumberField, Select, Field).

export const field = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    fontFamily: vars.font.family.body,
    minInlineSize: 0,
  }),
);

export const label = style(
  inUiLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  }),
);

export const description = style(
  inUiLayer({
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const error = style(
  inUiLayer({ fontSize: vars.font.size.sm, color: vars.color.danger, lineHeight: vars.font.lineHeight.normal }),
);

/**
 * The bordered box of a single-line control (an input, or a group holding an input and buttons). 40 px with its
 * border, as tall as a select and a medium button beside it in a row of filters.
 */
export const control = style(
  inUiLayer({
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minBlockSize: '40px',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    overflow: 'hidden',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-focus-within], &[data-focus-visible], &:focus-within': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
      '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger },
      '&[data-disabled], [data-disabled] > &': { opacity: 0.6, cursor: 'not-allowed' },
    },
  }),
);

/** A text input inside `control` (or on its own, with `control` added). */
export const input = style(
  inUiLayer({
    flex: 1,
    minInlineSize: 0,
    alignSelf: 'stretch',
    paddingInline: vars.space.md,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  }),
);

/** Small square buttons inside a control (steppers, reveal, clear, open). */
export const controlButton = style(
  inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'stretch',
    inlineSize: '36px',
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderInlineStart: `1px solid ${vars.color.border}`,
    background: 'transparent',
    color: vars.color.text,
    fontSize: '16px',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // react-aria's state attributes, and the native states of plain buttons (NumberField's steppers).
      '&[data-hovered]:not([data-disabled]), &:hover:not(:disabled)': { background: vars.color.surfaceSunken },
      '&[data-pressed], &:active:not(:disabled)': { background: vars.color.surfaceSunken },
      '&[data-focus-visible], &:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }),
);
