import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const actions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const result = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

/** Everything below the heading, when a panel (e.g. a tab panel) wraps it: the frame's own column and spacing. */
export const body = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));
