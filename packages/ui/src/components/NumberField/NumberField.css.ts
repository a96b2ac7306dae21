import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

/** The browser's own spin buttons are hidden: ours are larger, labelled and themed. */
export const input = style(
  inUiLayer({
    appearance: 'textfield',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', margin: 0 },
    },
  }),
);

/** A currency symbol, percent sign or unit beside the number. */
export const affix = style(
  inUiLayer({
    display: 'inline-flex',
    paddingInline: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    whiteSpace: 'nowrap',
    selectors: {
      '&:first-child': { paddingInlineEnd: 0 },
      '&:not(:first-child)': { paddingInlineStart: 0 },
    },
  }),
);
