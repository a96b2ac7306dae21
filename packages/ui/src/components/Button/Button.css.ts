import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const button = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      primary: inUiLayer({
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover } },
      }),
      secondary: inUiLayer({
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken } },
      }),
      quiet: inUiLayer({
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken } },
      }),
      danger: inUiLayer({
        background: vars.color.dangerSolid,
        color: vars.color.onAccent,
      }),
    },
    size: {
      sm: inUiLayer({
        minBlockSize: '32px',
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      }),
      md: inUiLayer({
        minBlockSize: '40px',
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.sm,
      }),
      lg: inUiLayer({
        minBlockSize: '48px',
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.md,
      }),
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const pendingIndicator = style(
  inUiLayer({
    inlineSize: '1em',
    blockSize: '1em',
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderInlineEndColor: 'transparent',
    animationName: spin,
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  }),
);

/** The label while pending (a live status). */
export const pendingLabel = style(inUiLayer({}));
