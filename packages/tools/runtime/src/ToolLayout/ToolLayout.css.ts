import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

/** The form's fields, and a result shown without a card: one under another. */
export const column = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const actions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

/** Everything below the heading, when a panel (e.g. a tab panel) wraps it: the frame's own column and spacing. */
export const body = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));
