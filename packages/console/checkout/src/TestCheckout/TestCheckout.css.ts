import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const page = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxInlineSize: '28rem' }),
);

export const testMode = style(
  inMediakitLayer({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.border}`,
    fontWeight: 600,
  }),
);

export const hint = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const summary = style(
  inMediakitLayer({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 }),
);

export const total = style(inMediakitLayer({ margin: 0, textAlign: 'end', fontWeight: 700 }));

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const row = style(inMediakitLayer({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md }));

export const actions = style(
  inMediakitLayer({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'center' }),
);

export const alert = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const status = style(inMediakitLayer({ margin: 0, selectors: { '&:empty': { display: 'none' } } }));
