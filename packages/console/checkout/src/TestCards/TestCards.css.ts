import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export { alert, form, hint, page, row, status, testMode } from '../TestCheckout/TestCheckout.css';

// With the kit's `plainList` and `framedRow`.
export const cards = style(inMediakitLayer({ gap: vars.space.sm }));

export const card = style(inMediakitLayer({ border: `1px solid ${vars.color.border}` }));

export const heading = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const link = style(inMediakitLayer({ color: vars.color.accentText }));
