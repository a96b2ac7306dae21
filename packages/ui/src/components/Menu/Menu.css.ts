import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const menu = style(
  inMediakitLayer({
    minInlineSize: 'max(180px, var(--trigger-width, 0px))',
    padding: vars.space.xs,
    outline: 'none',
    maxBlockSize: 'inherit',
    overflow: 'auto',
  }),
);

export const item = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    minBlockSize: '32px',
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
      '&[data-tone="danger"]': { color: vars.color.danger },
    },
  }),
);

export const itemLabel = style(inMediakitLayer({ flex: 1 }));

export const itemDescription = style(
  inMediakitLayer({ display: 'block', fontSize: vars.font.size.xs, color: vars.color.textMuted }),
);

export const check = style(inMediakitLayer({ inlineSize: '1em', color: vars.color.accentText }));

export const sectionHeader = style(
  inMediakitLayer({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    color: vars.color.textMuted,
  }),
);

export const separator = style(
  inMediakitLayer({
    blockSize: '1px',
    marginBlock: vars.space.xs,
    marginInline: 0,
    border: 'none',
    background: vars.color.border,
  }),
);
