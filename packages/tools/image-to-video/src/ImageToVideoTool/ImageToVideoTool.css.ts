import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const link = style(inMediakitLayer({ color: vars.color.accentText, alignSelf: 'flex-start' }));

export const code = style(
  inMediakitLayer({
    fontFamily: vars.font.family.mono,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceRaised,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(inMediakitLayer({ color: vars.color.textMuted }));
