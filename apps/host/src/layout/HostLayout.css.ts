import { globalStyle, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

globalStyle('a', { color: vars.color.accentText });

export const banner = style(
  inMediakitLayer({
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    background: vars.color.warningSubtle,
    color: vars.color.warning,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
  }),
);

export const main = style(inMediakitLayer({ padding: vars.space.xl }));

export const page = style(inMediakitLayer({ maxInlineSize: '960px', marginInline: 'auto' }));

export const heading = style(inMediakitLayer({ fontSize: vars.font.size.xxl, marginBlock: `0 ${vars.space.md}` }));

export const toolList = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.sm, paddingInlineStart: vars.space.xl }),
);
