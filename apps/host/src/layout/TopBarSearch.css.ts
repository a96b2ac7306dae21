import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const search = style(inMediakitLayer({ position: 'relative', inlineSize: '100%' }));

export const icon = style(
  inMediakitLayer({
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: '50%',
    transform: 'translateY(-50%)',
    color: vars.color.textMuted,
    pointerEvents: 'none',
  }),
);

export const input = style(
  inMediakitLayer({
    inlineSize: '100%',
    boxSizing: 'border-box',
    font: 'inherit',
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 2rem`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    },
  }),
);

export const popup = style(
  inMediakitLayer({
    position: 'absolute',
    insetBlockStart: 'calc(100% + 4px)',
    insetInlineStart: 0,
    inlineSize: 'max(100%, 18rem)',
    maxBlockSize: 'min(24rem, 70vh)',
    overflowY: 'auto',
    zIndex: vars.zIndex.popover,
    padding: vars.space.xs,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    selectors: { '&[hidden]': { display: 'none' } },
    // On a phone the box is narrow: the results take the screen's width under the top bar.
    '@media': {
      '(max-width: 600px)': {
        position: 'fixed',
        insetBlockStart: '3.75rem',
        insetInline: vars.space.sm,
        inlineSize: 'auto',
      },
    },
  }),
);

export const group = style(
  inMediakitLayer({
    padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
  }),
);

export const option = style(
  inMediakitLayer({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-selected="true"]': { background: vars.color.accentSubtle, outline: `2px solid ${vars.color.focusRing}` },
    },
  }),
);

export const detail = style(inMediakitLayer({ color: vars.color.textMuted, fontSize: vars.font.size.xs }));

export const empty = style(
  inMediakitLayer({
    padding: `${vars.space.xs} ${vars.space.sm}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  }),
);
