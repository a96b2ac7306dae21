import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const screen = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, containerType: 'inline-size' }),
);

export const header = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const title = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.xl, outline: 'none' }));

export const headerActions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const toolbar = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

export const search = style(inMediakitLayer({ flex: '1 1 16rem', minInlineSize: 0 }));

export const clear = style(inMediakitLayer({ alignSelf: 'flex-end' }));

export const notice = style(inMediakitLayer({ margin: 0, minBlockSize: '1.25em', color: vars.color.textMuted }));

export const noticeFailed = style(inMediakitLayer({ margin: 0, minBlockSize: '1.25em', color: vars.color.danger }));

/** With the kit's `framedRow`. */
export const error = style(inMediakitLayer({ border: `1px solid ${vars.color.danger}`, color: vars.color.danger }));

export const tableArea = style(inMediakitLayer({ minInlineSize: 0 }));

export const loading = style(inMediakitLayer({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted }));

export const rowActions = style(inMediakitLayer({ display: 'inline-flex', gap: vars.space.xs }));

export const footer = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
  }),
);

export const form = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const failure = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const details = style(inMediakitLayer({ display: 'grid', gap: vars.space.sm, margin: 0 }));

export const detail = style(inMediakitLayer({ display: 'grid', gap: '2px' }));

export const detailLabel = style(
  inMediakitLayer({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold, color: vars.color.textMuted }),
);

export const detailValue = style(inMediakitLayer({ margin: 0, overflowWrap: 'anywhere' }));

export const formActions = style(
  inMediakitLayer({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginBlockStart: vars.space.sm }),
);
