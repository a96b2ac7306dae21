import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

/**
 * One width for every tool: wide enough for a before/after comparison or two upload fields side by side, narrow
 * enough for comfortable lines of text. A host page narrows it further through `className`.
 */
export const toolMaxWidth = '960px';

export const root = recipe({
  base: inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    boxSizing: 'border-box',
    inlineSize: '100%',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  }),
  variants: {
    width: {
      /** Every tool. */
      tool: inMediakitLayer({ maxInlineSize: toolMaxWidth }),
      /** A short form such as sign-in. */
      form: inMediakitLayer({ maxInlineSize: '560px' }),
    },
  },
  defaultVariants: { width: 'tool' },
});

export const title = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }),
);

export const intro = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));
