import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const root = style(
  inUiLayer({
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
  inUiLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted }),
);

export const value = style(
  inUiLayer({
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const delta = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
  variants: {
    tone: {
      positive: inUiLayer({ color: vars.color.success }),
      negative: inUiLayer({ color: vars.color.danger }),
      neutral: inUiLayer({ color: vars.color.textMuted }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const arrow = style(inUiLayer({ fontWeight: vars.font.weight.bold }));

export const help = style(inUiLayer({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));
