import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const nav = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const group = style(inMediakitLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const muted = style(inMediakitLayer({ color: vars.color.textMuted }));

export const select = style(inMediakitLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }));

export const selectButton = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '32px',
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-hovered]': { background: vars.color.surfaceSunken },
    },
  }),
);

export const popover = style(
  inMediakitLayer({
    minInlineSize: 'var(--trigger-width)',
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    zIndex: vars.zIndex.popover,
    outline: 'none',
  }),
);

export const listBox = style(inMediakitLayer({ padding: vars.space.xs, outline: 'none' }));

export const option = style(
  inMediakitLayer({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceSunken },
      '&[data-selected]': { fontWeight: vars.font.weight.bold, color: vars.color.accentText },
    },
  }),
);
