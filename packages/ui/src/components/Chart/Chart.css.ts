import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style(
  inUiLayer({
    margin: 0,
    minInlineSize: 0,
    inlineSize: '100%',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const header = style(
  inUiLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    marginBlockEnd: vars.space.sm,
  }),
);

export const title = style(inUiLayer({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium }));

export const toggle = style(
  inUiLayer({
    appearance: 'none',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const plot = style(inUiLayer({ inlineSize: '100%', minInlineSize: 0 }));

export const svg = style(inUiLayer({ display: 'block', maxInlineSize: '100%', overflow: 'visible' }));

export const grid = style(inUiLayer({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '2 3' }));

export const baseline = style(inUiLayer({ stroke: vars.color.borderStrong, strokeWidth: 1 }));

export const tickText = style(
  inUiLayer({ fill: vars.color.textMuted, fontSize: '12px', fontVariantNumeric: 'tabular-nums' }),
);

export const axisLabel = style(
  inUiLayer({ fill: vars.color.textMuted, fontSize: '12px', fontWeight: vars.font.weight.medium }),
);

export const line = style(
  inUiLayer({
    fill: 'none',
    stroke: vars.color.accent,
    strokeWidth: 2,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
  }),
);

export const point = style(inUiLayer({ fill: vars.color.surface, stroke: vars.color.accent, strokeWidth: 2 }));

export const bar = style(
  inUiLayer({ fill: vars.color.accent, selectors: { '&:hover': { fill: vars.color.accentHover } } }),
);

export const empty = style(
  inUiLayer({
    display: 'grid',
    placeItems: 'center',
    margin: 0,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
  }),
);

export const hiddenTable = visuallyHidden;

// Cells carry their own classes: the isolation from the page's CSS applies to elements with our class names.
const cell = {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
} as const;

export const table = style(
  inUiLayer({ inlineSize: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }),
);

export const columnHeader = style(
  inUiLayer({ ...cell, color: vars.color.textMuted, fontWeight: vars.font.weight.medium }),
);

export const rowHeader = style(inUiLayer(cell));

export const valueCell = style(inUiLayer({ ...cell, textAlign: 'end' }));
