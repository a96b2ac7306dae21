import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '../../theme';

export const badge = recipe({
  base: inMediakitLayer({
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
      neutral: inMediakitLayer({
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      }),
      accent: inMediakitLayer({ background: vars.color.accentSubtle, color: vars.color.accentText }),
      success: inMediakitLayer({ background: vars.color.successSubtle, color: vars.color.success }),
      warning: inMediakitLayer({ background: vars.color.warningSubtle, color: vars.color.warning }),
      danger: inMediakitLayer({ background: vars.color.dangerSubtle, color: vars.color.danger }),
      info: inMediakitLayer({ background: vars.color.infoSubtle, color: vars.color.info }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
