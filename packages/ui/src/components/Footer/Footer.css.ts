import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const footer = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.xl,
    borderBlockStart: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
  }),
);

export const top = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxl }));

export const brand = style(
  inMediakitLayer({ flex: '1 1 220px', display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
);

export const columns = style(
  inMediakitLayer({
    flex: '3 1 480px',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: vars.space.xl,
  }),
);

export const columnTitle = style(
  inMediakitLayer({
    margin: 0,
    marginBlockEnd: vars.space.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
  }),
);

export const list = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const link = style(
  inMediakitLayer({
    color: vars.color.textMuted,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const bottom = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
  }),
);

export const copyright = style(inMediakitLayer({ margin: 0 }));

export const item = style(inMediakitLayer({}));
