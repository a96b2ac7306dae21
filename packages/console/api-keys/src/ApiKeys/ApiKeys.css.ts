import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const intro = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const createForm = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm }),
);

export const labelField = style(inMediakitLayer({ flex: '1 1 16rem', minInlineSize: 0 }));

export const createButton = style(inMediakitLayer({ marginBlockStart: '1.6rem' }));
