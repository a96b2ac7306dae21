import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const label = style(
  inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);

export const grid = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 40px)',
    gridAutoRows: '40px',
    gap: vars.space.xs,
    padding: vars.space.xs,
    inlineSize: 'max-content',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
  }),
);

export const cell = style(
  inMediakitLayer({
    display: 'grid',
    placeItems: 'center',
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[aria-checked="true"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const dot = style(
  inMediakitLayer({
    inlineSize: '10px',
    blockSize: '10px',
    borderRadius: vars.radius.full,
    background: 'currentColor',
  }),
);
