import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const root = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"label output" "track track" "description description"',
    rowGap: vars.space.xs,
    columnGap: vars.space.sm,
    minInlineSize: '160px',
    fontFamily: vars.font.family.body,
  }),
);

export const label = style(inMediakitLayer({ gridArea: 'label' }));

export const output = style(
  inMediakitLayer({
    gridArea: 'output',
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const description = style(inMediakitLayer({ gridArea: 'description' }));

export const track = style(
  inMediakitLayer({
    gridArea: 'track',
    position: 'relative',
    blockSize: '24px',
    cursor: 'pointer',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockStart: '50%',
        blockSize: '4px',
        transform: 'translateY(-50%)',
        borderRadius: vars.radius.full,
        background: vars.color.borderStrong,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  }),
);

export const fill = style(
  inMediakitLayer({
    position: 'absolute',
    insetBlockStart: '50%',
    blockSize: '4px',
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    selectors: { '[data-disabled] &': { background: vars.color.borderStrong } },
  }),
);

export const thumb = style(
  inMediakitLayer({
    insetBlockStart: '50%',
    inlineSize: '18px',
    blockSize: '18px',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    border: `2px solid ${vars.color.accent}`,
    boxShadow: vars.shadow.sm,
    transitionProperty: 'box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-dragging]': { background: vars.color.accentSubtle },
      // Label and value keep their contrast when disabled; the thumb and fill turn grey.
      '&[data-disabled]': { borderColor: vars.color.borderStrong, boxShadow: 'none', cursor: 'not-allowed' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);
