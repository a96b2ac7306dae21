import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = recipe({
  base: inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  }),
  variants: {
    width: {
      /** A text box and a player (text to speech). */
      narrow: inMediakitLayer({ maxInlineSize: '760px' }),
      /** A text box and a video (avatar). */
      medium: inMediakitLayer({ maxInlineSize: '860px' }),
      /** Uploads, options and before/after comparisons (image edits). */
      wide: inMediakitLayer({ maxInlineSize: '960px' }),
    },
  },
  defaultVariants: { width: 'medium' },
});

export type ToolLayoutVariants = NonNullable<RecipeVariants<typeof root>>;

export const title = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }),
);

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const actions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const error = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const result = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const resultHeading = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);
