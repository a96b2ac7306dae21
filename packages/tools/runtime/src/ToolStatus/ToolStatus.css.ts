import { keyframes, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    selectors: {
      '&[data-phase="failed"]': { background: vars.color.dangerSubtle, color: vars.color.danger },
      '&[data-phase="succeeded"]': { background: vars.color.successSubtle, color: vars.color.success },
    },
  }),
);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inMediakitLayer({
    inlineSize: '1em',
    blockSize: '1em',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.accentText}`,
    borderInlineEndColor: 'transparent',
    animationName: spin,
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  }),
);

export const bar = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));

export const track = style(
  inMediakitLayer({
    blockSize: '6px',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    overflow: 'hidden',
  }),
);

export const fill = style(
  inMediakitLayer({
    blockSize: '100%',
    background: vars.color.accent,
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.durationNormal,
  }),
);

/** The success line, in the box's colours: no paragraph margins of the page's (or the browser's) around it. */
export const message = style(inMediakitLayer({ margin: 0 }));

export const note = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const grow = style(inMediakitLayer({ flex: '1 1 auto' }));

export const failure = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 }));

export const link = style(
  inMediakitLayer({
    color: vars.color.accentText,
    fontWeight: vars.font.weight.medium,
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);
