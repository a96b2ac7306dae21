import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The mode choice: native radios (arrow keys move and select, one tab stop, the form's name), drawn like ui's
// RadioGroup. ui's react-aria RadioGroup costs this tool 2.3 kB gzipped and would put it over its 45 kB budget.
export const group = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 0 }),
);

export const legend = style(
  inMediakitLayer({
    padding: 0,
    marginBlockEnd: vars.space.sm,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
);

export const options = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }));

export const option = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
  }),
);

export const radio = style(
  inMediakitLayer({
    appearance: 'none',
    flexShrink: 0,
    margin: 0,
    inlineSize: '18px',
    blockSize: '18px',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    border: `1.5px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    cursor: 'pointer',
    transitionProperty: 'border-width, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:checked': { borderWidth: '5px', borderColor: vars.color.accent },
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);
