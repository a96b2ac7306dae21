import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '../../theme';

export const root = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
    inlineSize: '100%',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const label = style(inMediakitLayer({ fontWeight: vars.font.weight.medium }));

export const value = style(
  inMediakitLayer({ gridColumn: 2, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' }),
);

export const track = style(
  inMediakitLayer({
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
  base: inMediakitLayer({
    blockSize: '100%',
    borderRadius: vars.radius.full,
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.durationNormal,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
  variants: {
    tone: {
      accent: inMediakitLayer({ background: vars.color.accent }),
      success: inMediakitLayer({ background: vars.color.success }),
      warning: inMediakitLayer({ background: vars.color.warning }),
      danger: inMediakitLayer({ background: vars.color.danger }),
    },
  },
  defaultVariants: { tone: 'accent' },
});
