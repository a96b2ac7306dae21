import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer, uiLayerName } from '../../theme/layer';

/** The select and its chevron share one grid cell, so the chevron needs no positioning. */
export const control = style(inUiLayer({ display: 'grid', alignItems: 'center' }));

export const select = style(
  inUiLayer({
    gridArea: '1 / 1',
    appearance: 'none',
    inlineSize: '100%',
    minBlockSize: '40px',
    margin: 0,
    paddingBlock: 0,
    paddingInlineStart: vars.space.md,
    // Room for the chevron.
    paddingInlineEnd: '36px',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-placeholder]': { color: vars.color.textMuted },
    },
  }),
);

// The picker's options keep the text colour when the closed select shows its muted placeholder.
globalStyle(`${select} option`, {
  '@layer': { [uiLayerName]: { color: vars.color.text, background: vars.color.surfaceRaised } },
});

export const chevron = style(
  inUiLayer({
    gridArea: '1 / 1',
    justifySelf: 'end',
    display: 'inline-flex',
    marginInlineEnd: vars.space.md,
    color: vars.color.textMuted,
    pointerEvents: 'none',
  }),
);
