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

export const grid = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);

export const image = style(
  inMediakitLayer({
    display: 'block',
    inlineSize: '100%',
    aspectRatio: '1',
    objectFit: 'contain',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
  }),
);

export const result = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const subtitle = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);
