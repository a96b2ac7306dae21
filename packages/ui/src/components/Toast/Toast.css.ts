import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style(
  inUiLayer({
    position: 'fixed',
    insetBlockStart: vars.space.lg,
    insetInlineEnd: vars.space.lg,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    inlineSize: 'min(360px, calc(100vw - 32px))',
    outline: 'none',
    borderRadius: vars.radius.lg,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const list = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const toast = recipe({
  base: inUiLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    outline: 'none',
    animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    variant: {
      success: inUiLayer({ borderInlineStartColor: vars.color.success }),
      error: inUiLayer({ borderInlineStartColor: vars.color.danger }),
      info: inUiLayer({ borderInlineStartColor: vars.color.info }),
    },
  },
  defaultVariants: { variant: 'info' },
});

export const icon = recipe({
  base: inUiLayer({ flexShrink: 0, fontSize: vars.font.size.lg, marginBlockStart: '1px' }),
  variants: {
    variant: {
      success: inUiLayer({ color: vars.color.success }),
      error: inUiLayer({ color: vars.color.danger }),
      info: inUiLayer({ color: vars.color.info }),
    },
  },
});

export const content = style(
  inUiLayer({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 }),
);

export const title = style(inUiLayer({ fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight }));

export const description = style(inUiLayer({ color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal }));
