import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The console screens' shared look: sections, the error block (tables are ui's Table). One copy here instead of one a screen.

export const stack = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const heading = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const row = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const alert = style(inMediakitLayer({ margin: 0, color: vars.color.danger }));

export const muted = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const mono = style(inMediakitLayer({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' }));

export const section = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

// The card-like panels of the billing, usage and invoices screens: a raised surface, its header and title, and the
// framed failure block.
export const panelScreen = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.lg, containerType: 'inline-size' }),
);

export const panel = style(
  inMediakitLayer({
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    minInlineSize: 0,
  }),
);

export const panelHeader = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const panelTitle = style(
  inMediakitLayer({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
  }),
);

export const panelMuted = style(
  inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }),
);

export const failure = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    alignItems: 'center',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.danger}`,
    color: vars.color.text,
  }),
);

export const failureMessage = style(inMediakitLayer({ margin: 0 }));

export const secretOnce = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
  }),
);

export const secret = style(
  inMediakitLayer({
    display: 'block',
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family.mono,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  }),
);

/** A list without bullets or indent, its items in a column; the screen's own rule sets the gap. */
export const plainList = style(
  inMediakitLayer({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' }),
);

/** A wrapping row in a rounded frame (a saved card, a failure with Retry); the screen's own rule sets the border. */
export const framedRow = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
  }),
);
