import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const intro = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const createForm = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm }),
);

export const labelField = style(inMediakitLayer({ flex: '1 1 16rem', minInlineSize: 0 }));

export const createButton = style(inMediakitLayer({ marginBlockStart: '1.6rem' }));

export const created = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
  }),
);

export const secret = style(
  inMediakitLayer({
    display: 'block',
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family.mono,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  }),
);
