import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
    // No default: without a width the tool sets its own maximum through `className`.
    width: {
      /** A text box and a player or a conversation (text to speech, chat). */
      narrow: inMediakitLayer({ maxInlineSize: '760px' }),
      /** A text box and a video (avatar, product video). */
      medium: inMediakitLayer({ maxInlineSize: '860px' }),
      /** Uploads, options and before/after comparisons (image edits, video upscaler). */
      wide: inMediakitLayer({ maxInlineSize: '960px' }),
    },
  },
});

export const title = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }),
);
