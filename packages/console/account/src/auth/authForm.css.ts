// The layout both account forms (sign-in and sign-up) share.
import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const error = style(
  inMediakitLayer({
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSubtle,
    color: vars.color.danger,
  }),
);

export const success = style(
  inMediakitLayer({
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.successSubtle,
    color: vars.color.success,
  }),
);

export const submit = style(inMediakitLayer({ alignSelf: 'stretch' }));

export const crossLink = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted, textAlign: 'center' }));

export const intro = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

/** An empty live region: kept in the page (so its later text is announced) but takes no room. */
export const visuallyEmpty = style(inMediakitLayer({ margin: 0, selectors: { '&:empty': { display: 'none' } } }));

export const linkRow = style(inMediakitLayer({ margin: 0, display: 'flex', justifyContent: 'flex-end' }));
