import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const root = style(
  inUiLayer({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
    inlineSize: '100%',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const label = style(inUiLayer({ fontWeight: vars.font.weight.medium }));

export const value = style(
  inUiLayer({ gridColumn: 2, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' }),
);

export const track = style(
  inUiLayer({
    gridColumn: '1 / -1',
    position: 'relative',
    blockSize: '8px',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  }),
);

export const fill = recipe({
  base: inUiLayer({
    blockSize: '100%',
    borderRadius: vars.radius.full,
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.durationNormal,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
  variants: {
    tone: {
      accent: inUiLayer({ background: vars.color.accent }),
      success: inUiLayer({ background: vars.color.success }),
      warning: inUiLayer({ background: vars.color.warning }),
      danger: inUiLayer({ background: vars.color.danger }),
    },
  },
  defaultVariants: { tone: 'accent' },
});
