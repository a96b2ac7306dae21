import { recipe } from '@vanilla-extract/recipes';
import { inMediakitLayer } from '../../theme';

/** Square geometry on top of the Button recipe (imported first, so these rules win inside the layer). */
export const iconButton = recipe({
  base: inMediakitLayer({ paddingInline: 0, flexShrink: 0 }),
  variants: {
    size: {
      sm: inMediakitLayer({ inlineSize: '32px', minInlineSize: '32px', fontSize: '16px' }),
      md: inMediakitLayer({ inlineSize: '40px', minInlineSize: '40px', fontSize: '20px' }),
      lg: inMediakitLayer({ inlineSize: '48px', minInlineSize: '48px', fontSize: '24px' }),
    },
  },
  defaultVariants: { size: 'md' },
});
