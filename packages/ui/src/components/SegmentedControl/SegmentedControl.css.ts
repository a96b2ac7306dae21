import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer, uiLayerName } from '../../theme/layer';

export const root = style(
  inUiLayer({
    display: 'inline-flex',
    flexDirection: 'column',
    // The track hugs its segments, also where the control is stretched (a grid cell); `fullWidth` stretches it.
    alignItems: 'flex-start',
    maxInlineSize: '100%',
    gap: vars.space.xs,
    fontFamily: vars.font.family.body,
  }),
);

export const group = style(
  inUiLayer({
    display: 'inline-flex',
    // In a box narrower than the segments side by side (a phone, a partner's sidebar) they wrap instead of sticking out.
    flexWrap: 'wrap',
    padding: vars.space.xxs,
    gap: vars.space.xxs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    selectors: { '&[data-disabled]': { opacity: 0.55 } },
  }),
);

export const segment = style(
  inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minBlockSize: '32px',
    paddingInline: vars.space.md,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]:not([data-selected]):not([data-disabled])': { color: vars.color.text },
      // The selected segment is marked by an accent border (3:1 or more against the track in both themes) and
      // accent text, not by a surface shade: raised on sunken was 1.3:1 in dark, barely visible.
      '&[data-selected]': {
        background: vars.color.accentSubtle,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        boxShadow: vars.shadow.sm,
      },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  }),
);

export const fullWidth = style(inUiLayer({ display: 'flex', alignItems: 'stretch' }));

globalStyle(`${fullWidth} > *`, { '@layer': { [uiLayerName]: { flex: 1 } } });

export const icon = style(inUiLayer({ display: 'inline-flex' }));
