import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const dialog = style(
  inMediakitLayer({
    boxSizing: 'border-box',
    inlineSize: 'min(30rem, calc(100vw - 2rem))',
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.5)' } },
  }),
);

export const title = style(
  inMediakitLayer({
    margin: 0,
    marginBlockEnd: vars.space.md,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
  }),
);

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
