import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const link = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.accentText,
    // A link sits in running text: it takes the text's font, also where it is the outermost of our elements.
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, textDecoration: 'none' },
      '&[data-current]': { fontWeight: vars.font.weight.medium },
    },
  }),
  variants: {
    variant: {
      /** Inside running text: always underlined (never colour alone). */
      inline: inUiLayer({ textDecoration: 'underline' }),
      /** On its own (navigation, "View all"): underlined on hover. */
      standalone: inUiLayer({
        textDecoration: 'none',
        fontWeight: vars.font.weight.medium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      }),
      /** Quiet navigation in text colour. */
      quiet: inUiLayer({
        color: vars.color.text,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      }),
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
