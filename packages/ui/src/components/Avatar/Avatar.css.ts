import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const avatar = recipe({
  base: inUiLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accentText,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  }),
  variants: {
    size: {
      sm: inUiLayer({ inlineSize: '28px', blockSize: '28px', fontSize: vars.font.size.xs }),
      md: inUiLayer({ inlineSize: '36px', blockSize: '36px', fontSize: vars.font.size.sm }),
      lg: inUiLayer({ inlineSize: '56px', blockSize: '56px', fontSize: vars.font.size.lg }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style(inUiLayer({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' }));
