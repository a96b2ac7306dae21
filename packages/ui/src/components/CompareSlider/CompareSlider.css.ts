import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

// Set inline by the component on every change; plain custom properties keep the package free of a runtime helper.
export const positionProperty = '--mk-compare-position';
export const zoomProperty = '--mk-compare-zoom';
/** The result's width over its height, once it has loaded: the box both pictures fill. */
export const ratioProperty = '--mk-compare-ratio';
const position = `var(${positionProperty}, 50%)`;
const zoom = `var(${zoomProperty}, 1)`;
const ratio = `var(${ratioProperty}, 4 / 3)`;
// A tall result is narrowed rather than cropped, so the whole of it stays in view.
const tallest = 'min(70vh, 720px)';

export const root = style(
  inUiLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontFamily: vars.font.family.body }),
);

export const stage = style(
  inUiLayer({
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    // The result's own shape, so it fills the box exactly; the input covers the same box (see `layer`).
    aspectRatio: ratio,
    inlineSize: '100%',
    maxInlineSize: `calc(${tallest} * ${ratio})`,
    marginInline: 'auto',
  }),
);

const layer = {
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  // Both pictures fitted to the same box the same way: the result exactly, the input centred and cropped to the
  // result's shape, as the engines crop an input to the output's size. With `contain`, a landscape input beside a
  // square result was drawn at another scale and offset.
  objectFit: 'cover',
  objectPosition: 'center',
  transform: `scale(${zoom})`,
  transformOrigin: 'center',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationNormal,
  userSelect: 'none',
} as const;

export const after = style(inUiLayer(layer));

// The "before" image sits on top and is clipped at the divider; both layers share one zoom, so they stay aligned.
export const before = style(
  inUiLayer({
    ...layer,
    clipPath: `inset(0 calc(100% - ${position}) 0 0)`,
    selectors: { '[dir="rtl"] &': { clipPath: `inset(0 0 0 calc(100% - ${position}))` } },
  }),
);

export const divider = style(
  inUiLayer({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: position,
    inlineSize: '2px',
    marginInlineStart: '-1px',
    background: vars.color.onAccent,
    boxShadow: `0 0 0 1px ${vars.color.accent}`,
    pointerEvents: 'none',
  }),
);

export const tag = style(
  inUiLayer({
    position: 'absolute',
    insetBlockStart: vars.space.sm,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    // Inverted colours stay readable over any image and over the empty stage, in both themes.
    background: vars.color.text,
    color: vars.color.background,
    fontSize: vars.font.size.xs,
    pointerEvents: 'none',
  }),
);

export const beforeTag = style([tag, inUiLayer({ insetInlineStart: vars.space.sm })]);
export const afterTag = style([tag, inUiLayer({ insetInlineEnd: vars.space.sm })]);

export const controls = style(
  inUiLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const slider = style(inUiLayer({ flex: '1 1 200px' }));

export const zoomValue = style(
  inUiLayer({
    minInlineSize: '4ch',
    textAlign: 'center',
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);
