import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export { alert, form, hint, page, row, status, testMode } from '../TestCheckout/TestCheckout.css';

export const cards = style(
  inMediakitLayer({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  }),
);

export const card = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const heading = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const link = style(inMediakitLayer({ color: vars.color.accentText }));
