import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const root = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, minInlineSize: 0 }),
);

export const caption = style(inMediakitLayer({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const title = style(
  inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);

// The frame keeps the canvas's aspect ratio at any width; layers inside are placed in percent of it.
export const frame = style(
  inMediakitLayer({
    position: 'relative',
    overflow: 'hidden',
    inlineSize: '100%',
    maxInlineSize: '360px',
    maxBlockSize: '360px',
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    // A checkerboard shows where the canvas would stay transparent.
    backgroundColor: vars.color.surfaceRaised,
    backgroundImage: `conic-gradient(${vars.color.surfaceSunken} 25%, transparent 0 50%, ${vars.color.surfaceSunken} 0 75%, transparent 0)`,
    backgroundSize: '16px 16px',
  }),
);

export const layer = style(
  inMediakitLayer({ position: 'absolute', display: 'block', maxInlineSize: 'none', objectFit: 'fill' }),
);

export const empty = style(
  inMediakitLayer({
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineStart: 0,
    insetInlineEnd: 0,
    transform: 'translateY(-50%)',
    margin: 0,
    padding: vars.space.sm,
    textAlign: 'center',
    fontSize: vars.font.size.xs,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
  }),
);
