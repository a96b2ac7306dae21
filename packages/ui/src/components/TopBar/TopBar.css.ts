import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const bar = style(
  inUiLayer({
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: '56px',
    paddingInline: vars.space.md,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
  }),
);

export const menuButton = style(
  inUiLayer({
    '@container': { 'mk-shell (min-width: 768px)': { display: 'none' } },
  }),
);

export const brand = style(
  inUiLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.bold }),
);

/**
 * Beside the brand on wider shells; on a phone-wide shell a row of its own under the controls, full width, where a
 * field squeezed between them showed three letters of its placeholder.
 */
export const search = style(
  inUiLayer({
    flex: 1,
    minInlineSize: 0,
    maxInlineSize: '480px',
    '@container': {
      'mk-shell (max-width: 479px)': {
        order: 1,
        flexBasis: '100%',
        maxInlineSize: 'none',
        paddingBlockEnd: vars.space.sm,
      },
    },
  }),
);

export const spacer = style(inUiLayer({ flex: 1 }));

export const actions = style(
  inUiLayer({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' }),
);
