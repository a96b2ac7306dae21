import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const settings = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: vars.space.md,
    alignItems: 'start',
  }),
);

export const note = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const link = style(inMediakitLayer({ color: vars.color.accentText, alignSelf: 'flex-start' }));

export const taskId = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

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
