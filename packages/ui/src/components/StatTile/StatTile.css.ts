import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '../../theme';

export const root = style(
  inMediakitLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xxs,
    minInlineSize: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  }),
);

export const label = style(
  inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted }),
);

export const value = style(
  inMediakitLayer({
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const delta = recipe({
  base: inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
  variants: {
    tone: {
      positive: inMediakitLayer({ color: vars.color.success }),
      negative: inMediakitLayer({ color: vars.color.danger }),
      neutral: inMediakitLayer({ color: vars.color.textMuted }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const arrow = style(inMediakitLayer({ fontWeight: vars.font.weight.bold }));

export const help = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));
