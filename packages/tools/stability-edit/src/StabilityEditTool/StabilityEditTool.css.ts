import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    maxInlineSize: '960px',
  }),
);

export const title = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }),
);

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const hint = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const options = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.lg }),
);

export const actions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const error = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const strength = style(inMediakitLayer({ flex: '1 1 240px', minInlineSize: '200px' }));

export const result = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const subtitle = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);
