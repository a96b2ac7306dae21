import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const badge = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
  variants: {
    tone: {
      neutral: inUiLayer({
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      }),
      accent: inUiLayer({ background: vars.color.accentSubtle, color: vars.color.accentText }),
      success: inUiLayer({ background: vars.color.successSubtle, color: vars.color.success }),
      warning: inUiLayer({ background: vars.color.warningSubtle, color: vars.color.warning }),
      danger: inUiLayer({ background: vars.color.dangerSubtle, color: vars.color.danger }),
      info: inUiLayer({ background: vars.color.infoSubtle, color: vars.color.info }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
