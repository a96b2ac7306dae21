import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const menu = style(
  inUiLayer({
    minInlineSize: 'max(180px, var(--trigger-width, 0px))',
    padding: vars.space.xs,
    outline: 'none',
    maxBlockSize: 'inherit',
    overflow: 'auto',
  }),
);

export const item = style(
  inUiLayer({
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

export const itemLabel = style(inUiLayer({ flex: 1 }));

export const itemDescription = style(
  inUiLayer({ display: 'block', fontSize: vars.font.size.xs, color: vars.color.textMuted }),
);

export const check = style(inUiLayer({ inlineSize: '1em', color: vars.color.accentText }));

export const sectionHeader = style(
  inUiLayer({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    color: vars.color.textMuted,
  }),
);

export const separator = style(
  inUiLayer({
    blockSize: '1px',
    marginBlock: vars.space.xs,
    marginInline: 0,
    border: 'none',
    background: vars.color.border,
  }),
);
