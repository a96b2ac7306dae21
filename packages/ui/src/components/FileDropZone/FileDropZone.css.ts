import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const zone = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minBlockSize: '160px',
    padding: vars.space.xl,
    boxSizing: 'border-box',
    borderRadius: vars.radius.lg,
    border: `2px dashed ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    textAlign: 'center',
    outline: 'none',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.accent },
      '&[data-drop-target]': {
        borderColor: vars.color.accent,
        borderStyle: 'solid',
        background: vars.color.accentSubtle,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-invalid]': { borderColor: vars.color.danger },
      // No opacity: the hint must keep its contrast. The browse button shows its own disabled state.
      '&[data-disabled]': {
        cursor: 'not-allowed',
        borderColor: vars.color.border,
        background: vars.color.surfaceSunken,
      },
    },
  }),
);

export const icon = style(inMediakitLayer({ fontSize: '32px', color: vars.color.textMuted, display: 'inline-flex' }));

export const title = style(
  inMediakitLayer({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);

export const hint = style(inMediakitLayer({ fontSize: vars.font.size.sm, color: vars.color.textMuted, margin: 0 }));

export const rejections = style(
  inMediakitLayer({
    margin: 0,
    paddingInlineStart: 0,
    listStyle: 'none',
    fontSize: vars.font.size.sm,
    color: vars.color.danger,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const rejection = style(inMediakitLayer({}));
