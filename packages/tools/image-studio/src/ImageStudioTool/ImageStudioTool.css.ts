import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const tabList = style(
  inMediakitLayer({ display: 'flex', gap: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}` }),
);

export const tab = style(
  inMediakitLayer({
    padding: `${vars.space.sm} ${vars.space.md}`,
    cursor: 'pointer',
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.bold,
    borderBlockEnd: '2px solid transparent',
    outline: 'none',
    selectors: {
      '&[data-selected]': { color: vars.color.text, borderBlockEndColor: vars.color.accent },
      '&[data-hovered]': { color: vars.color.text },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  }),
);

export const panel = style(
  inMediakitLayer({
    paddingBlockStart: vars.space.lg,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` } },
  }),
);

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const pair = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: vars.space.lg,
  }),
);

export const settings = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'start',
    gap: vars.space.lg,
  }),
);

export const note = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const result = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const image = style(
  inMediakitLayer({
    maxInlineSize: '100%',
    blockSize: 'auto',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  }),
);
