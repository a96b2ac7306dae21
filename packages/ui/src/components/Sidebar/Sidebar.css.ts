import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const nav = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const section = style(inUiLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));

export const sectionTitle = style(
  inUiLayer({
    margin: 0,
    paddingInline: vars.space.sm,
    paddingBlockEnd: vars.space.xxs,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
    selectors: {
      '[data-collapsed] &': {
        position: 'absolute',
        inlineSize: '1px',
        blockSize: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  }),
);

export const list = style(
  inUiLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inUiLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: '36px',
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[aria-current="page"]': {
        background: vars.color.accentSubtle,
        color: vars.color.accentText,
        fontWeight: vars.font.weight.medium,
      },
      '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
    },
  }),
);

export const icon = style(inUiLayer({ display: 'inline-flex', fontSize: vars.font.size.lg, flexShrink: 0 }));

export const label = style(
  inUiLayer({
    flex: 1,
    minInlineSize: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: {
      '[data-collapsed] &': {
        position: 'absolute',
        inlineSize: '1px',
        blockSize: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
      },
    },
  }),
);

export const badge = style(inUiLayer({ selectors: { '[data-collapsed] &': { display: 'none' } } }));

export const listItem = style(inUiLayer({}));
