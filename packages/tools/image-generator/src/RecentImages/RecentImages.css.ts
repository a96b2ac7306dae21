import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const header = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const title = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

export const empty = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const list = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: '64px 1fr',
    gap: vars.space.sm,
    alignItems: 'start',
    padding: vars.space.sm,
  }),
);

export const thumb = style(
  inMediakitLayer({
    inlineSize: '64px',
    blockSize: '64px',
    objectFit: 'cover',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
  }),
);

export const body = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 }),
);

export const prompt = style(inMediakitLayer({ margin: 0, overflowWrap: 'anywhere' }));

export const meta = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));
