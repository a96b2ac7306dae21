import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const label = style(
  inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);

export const code = style(
  inMediakitLayer({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);

export const feedback = style(
  inMediakitLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    selectors: { '&[data-tone="error"]': { color: vars.color.danger } },
  }),
);
