import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const nav = style(
  inUiLayer({
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

export const group = style(inUiLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const muted = style(inUiLayer({ color: vars.color.textMuted }));

export const select = style(inUiLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }));

/** The select and its chevron share one grid cell. */
export const selectBox = style(inUiLayer({ display: 'inline-grid', alignItems: 'center' }));

export const selectControl = style(
  inUiLayer({
    gridArea: '1 / 1',
    appearance: 'none',
    minBlockSize: '32px',
    margin: 0,
    paddingBlock: 0,
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: '28px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:hover': { background: vars.color.surfaceSunken },
    },
  }),
);

export const chevron = style(
  inUiLayer({
    gridArea: '1 / 1',
    justifySelf: 'end',
    display: 'inline-flex',
    marginInlineEnd: vars.space.sm,
    pointerEvents: 'none',
  }),
);

export const status = style(inUiLayer({}));

export const sizeLabel = style(inUiLayer({}));
