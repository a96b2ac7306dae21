import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  }),
);

export const pill = style(
  inMediakitLayer({
    display: 'inline-flex',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const short = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    inlineSize: '100%',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSubtle,
    color: vars.color.danger,
  }),
);

export const link = style(
  inMediakitLayer({
    color: vars.color.accentText,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'underline',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);

export const muted = style(inMediakitLayer({ color: vars.color.textMuted }));

export const retry = style(
  inMediakitLayer({
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    color: vars.color.accentText,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  }),
);

/** Also shown on its own (a tool that costs nothing), so it sets its own type. */
export const engine = style(
  inMediakitLayer({
    inlineSize: '100%',
    margin: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
);
