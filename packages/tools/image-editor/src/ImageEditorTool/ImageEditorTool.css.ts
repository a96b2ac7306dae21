import { style } from '@vanilla-extract/css';
import { settingsGridClassName } from '@mediakit/tool-runtime';
import { inMediakitLayer } from '@mediakit/ui/theme';

/**
 * The settings' columns, each wide enough for the Size control's three sizes side by side (about 290 px): with the
 * runtime's 220 px, a 864 px form (a laptop's 1024 px page) made three 272 px columns and Size stuck out of its own.
 */
export const settings = style([
  settingsGridClassName,
  inMediakitLayer({ gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 296px), 1fr))' }),
]);
