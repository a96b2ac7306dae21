import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const root = style(
  inUiLayer({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"label output" "track track" "description description"',
    rowGap: vars.space.xs,
    columnGap: vars.space.sm,
    minInlineSize: '160px',
    fontFamily: vars.font.family.body,
  }),
);

export const label = style(inUiLayer({ gridArea: 'label' }));

export const output = style(
  inUiLayer({
    gridArea: 'output',
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const description = style(inUiLayer({ gridArea: 'description' }));

// Not an area of its own: an empty row of the template would add its gap under every slider without an error.
export const error = style(inUiLayer({ gridColumn: '1 / -1' }));

// The share of the track left of the thumb, set inline by the component (0%–100%).
const fill = 'var(--mk-slider-fill, 0%)';
const trackHeight = '4px';
const thumbSize = '18px';

const track = {
  blockSize: trackHeight,
  borderRadius: vars.radius.full,
  border: 'none',
  // The filled part in the accent colour, the rest in the track colour; mirrored in right-to-left text.
  background: `linear-gradient(to right, ${vars.color.accent} ${fill}, ${vars.color.borderStrong} ${fill})`,
} as const;

const trackRightToLeft = {
  background: `linear-gradient(to left, ${vars.color.accent} ${fill}, ${vars.color.borderStrong} ${fill})`,
} as const;

const thumb = {
  boxSizing: 'border-box',
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'box-shadow, background-color',
  transitionDuration: vars.motion.durationFast,
} as const;

export const range = style(
  inUiLayer({
    gridArea: 'track',
    appearance: 'none',
    boxSizing: 'border-box',
    inlineSize: '100%',
    blockSize: '24px',
    margin: 0,
    padding: 0,
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&::-webkit-slider-runnable-track': track,
      '&::-moz-range-track': track,
      '&::-webkit-slider-thumb': {
        ...thumb,
        appearance: 'none',
        // Centres the thumb on the 4px track.
        marginBlockStart: `calc((${trackHeight} - ${thumbSize}) / 2)`,
      },
      '&::-moz-range-thumb': thumb,
      // One selector per engine: a list with a pseudo-element the browser does not know is dropped whole.
      '&:dir(rtl)::-webkit-slider-runnable-track': trackRightToLeft,
      '&:dir(rtl)::-moz-range-track': trackRightToLeft,
      '&:active::-webkit-slider-thumb': { background: vars.color.accentSubtle },
      '&:active::-moz-range-thumb': { background: vars.color.accentSubtle },
      '&:focus-visible::-webkit-slider-thumb': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:focus-visible::-moz-range-thumb': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      // Label and value keep their contrast when disabled; the thumb and fill turn grey.
      '&:disabled': { cursor: 'not-allowed' },
      '&:disabled::-webkit-slider-runnable-track': { background: vars.color.borderStrong },
      '&:disabled::-moz-range-track': { background: vars.color.borderStrong },
      '&:disabled::-webkit-slider-thumb': { borderColor: vars.color.borderStrong, boxShadow: 'none' },
      '&:disabled::-moz-range-thumb': { borderColor: vars.color.borderStrong, boxShadow: 'none' },
    },
  }),
);
