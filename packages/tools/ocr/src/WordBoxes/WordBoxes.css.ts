import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const stage = style(
  inMediakitLayer({
    position: 'relative',
    inlineSize: 'fit-content',
    maxInlineSize: '100%',
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    lineHeight: 0,
  }),
);

export const image = style(inMediakitLayer({ display: 'block', maxInlineSize: '100%', blockSize: 'auto' }));

export const overlay = style(inMediakitLayer({ position: 'absolute', inset: 0, margin: 0, padding: 0 }));

export const box = style(
  inMediakitLayer({
    position: 'absolute',
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.accent}`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[aria-selected="true"]': { background: `color-mix(in srgb, ${vars.color.accent} 35%, transparent)` },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:hover': { borderColor: vars.color.accentHover },
    },
  }),
);

export const hint = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));
