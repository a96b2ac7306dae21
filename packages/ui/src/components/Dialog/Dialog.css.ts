import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } });

export const overlay = style(
  inUiLayer({
    position: 'fixed',
    insetBlock: 0,
    insetInline: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const modal = recipe({
  base: inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    inlineSize: '100%',
    maxBlockSize: 'calc(100dvh - 32px)',
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${zoomIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    size: {
      sm: inUiLayer({ maxInlineSize: '400px' }),
      md: inUiLayer({ maxInlineSize: '560px' }),
      lg: inUiLayer({ maxInlineSize: '800px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    outline: 'none',
    fontFamily: vars.font.family.body,
    minBlockSize: 0,
  }),
);

export const header = style(
  inUiLayer({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);

export const title = style(
  inUiLayer({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  }),
);

export const closeButton = style(
  inUiLayer({ marginBlockStart: `calc(-1 * ${vars.space.xs})`, marginInlineEnd: `calc(-1 * ${vars.space.xs})` }),
);

export const body = style(
  inUiLayer({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
  }),
);

export const footer = style(
  inUiLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
  }),
);
