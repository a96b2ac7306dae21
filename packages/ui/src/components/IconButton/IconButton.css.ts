import { recipe } from '@vanilla-extract/recipes';
import { inUiLayer } from '../../theme/layer';

/** Square geometry on top of the Button recipe (imported first, so these rules win inside the layer). */
export const iconButton = recipe({
  base: inUiLayer({ paddingInline: 0, flexShrink: 0 }),
  variants: {
    size: {
      sm: inUiLayer({ inlineSize: '32px', minInlineSize: '32px', fontSize: '16px' }),
      md: inUiLayer({ inlineSize: '40px', minInlineSize: '40px', fontSize: '20px' }),
      lg: inUiLayer({ inlineSize: '48px', minInlineSize: '48px', fontSize: '24px' }),
    },
  },
  defaultVariants: { size: 'md' },
});
