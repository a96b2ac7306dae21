import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The looks tools repeat on their screens, written once and exported as class names. This CSS is in the main entry,
// so every tool carries all of it: add a rule here only when tools drop their own copies of it.

/** A short muted line under or beside a control: a hint, a "the file wins over the URL" notice, an empty result. */
export const noteClassName = style(
  inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }),
);

/** Items side by side, wrapping onto more lines when narrow, centred on one another: buttons, a label and a value. */
export const inlineRowClassName = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** A form's settings side by side: as many columns as fit, at least 220px wide, each control at its own height. */
export const settingsGridClassName = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    alignItems: 'start',
    gap: vars.space.lg,
  }),
);

/** Settings in narrower columns, closer together (the video tools'). */
export const compactSettingsGridClassName = style([
  settingsGridClassName,
  inMediakitLayer({ gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md }),
]);

/** A framed box on the raised surface, e.g. one output in a list of them. Bring your own padding and layout. */
export const panelClassName = style(
  inMediakitLayer({
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);

/** An image shown whole, at most as wide as its container, in a thin frame. */
export const framedImageClassName = style(
  inMediakitLayer({
    maxInlineSize: '100%',
    blockSize: 'auto',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  }),
);
