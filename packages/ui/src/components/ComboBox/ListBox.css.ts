import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

// The ComboBox's popover list.

export const popover = style(
  inMediakitLayer({
    minInlineSize: 'var(--trigger-width)',
    maxInlineSize: 'min(480px, 95vw)',
    boxSizing: 'border-box',
    overflow: 'auto',
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    zIndex: vars.zIndex.popover,
    outline: 'none',
  }),
);

export const listBox = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    outline: 'none',
    maxBlockSize: 'inherit',
  }),
);

export const option = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-selected]': { fontWeight: vars.font.weight.medium },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const optionText = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1 }),
);

export const optionDescription = style(inMediakitLayer({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const check = style(
  inMediakitLayer({
    display: 'inline-flex',
    inlineSize: '16px',
    flexShrink: 0,
    color: vars.color.accentText,
    fontSize: '16px',
  }),
);

export const empty = style(
  inMediakitLayer({
    padding: vars.space.sm,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
);
