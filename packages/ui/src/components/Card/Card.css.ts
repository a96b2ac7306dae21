import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inMediakitLayer, vars } from '../../theme';

export const card = recipe({
  base: inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.family.body,
    minInlineSize: 0,
  }),
  variants: {
    padding: {
      none: inMediakitLayer({ padding: 0 }),
      md: inMediakitLayer({ padding: vars.space.lg }),
      lg: inMediakitLayer({ padding: vars.space.xl }),
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = style(
  inMediakitLayer({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md }),
);

export const headings = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));

export const title = style(
  inMediakitLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const description = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }),
);

export const body = style(inMediakitLayer({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal }));

export const footer = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.md,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);
