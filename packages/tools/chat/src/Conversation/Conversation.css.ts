import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const log = style(inMediakitLayer({ minBlockSize: '120px', maxBlockSize: '480px', overflowY: 'auto' }));

export const turns = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const empty = style(inMediakitLayer({ color: vars.color.textMuted, margin: 0 }));

export const bubble = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);

export const speaker = style(
  inMediakitLayer({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold, color: vars.color.textMuted }),
);

export const failed = style(inMediakitLayer({ color: vars.color.danger }));

export const muted = style(inMediakitLayer({ color: vars.color.textMuted }));

export const actions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
