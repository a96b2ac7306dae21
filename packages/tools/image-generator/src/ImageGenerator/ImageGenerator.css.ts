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
    maxInlineSize: '880px',
  }),
);

export const header = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md }),
);

export const title = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }),
);

export const plan = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const options = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: vars.space.md,
    alignItems: 'start',
  }),
);

export const formError = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const actions = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }),
);

export const result = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);

export const sectionTitle = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

export const preview = style(
  inMediakitLayer({
    display: 'block',
    maxInlineSize: '100%',
    maxBlockSize: '520px',
    objectFit: 'contain',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  }),
);

export const planLimit = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));
