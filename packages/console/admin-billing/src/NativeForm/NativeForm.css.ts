import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const field = style(inMediakitLayer({ display: 'grid', gap: vars.space.xs }));

export const label = style(inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }));

export const input = style(
  inMediakitLayer({
    boxSizing: 'border-box',
    inlineSize: '100%',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    },
  }),
);

export const error = style(inMediakitLayer({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm }));
