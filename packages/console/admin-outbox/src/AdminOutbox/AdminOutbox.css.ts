import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const filter = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

/** An e-mail address fits: the field does not stretch across a wide screen. */
export const field = style(inMediakitLayer({ flex: '0 1 24rem' }));

/** With the kit's `plainList`. */
export const mails = style(inMediakitLayer({ gap: vars.space.sm }));

export const mail = style(
  inMediakitLayer({
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
  }),
);

export const summary = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: `${vars.space.xxs} ${vars.space.md}`,
    padding: vars.space.md,
    cursor: 'pointer',
    borderRadius: vars.radius.md,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
    '@media': { '(max-width: 600px)': { gridTemplateColumns: '1fr' } },
  }),
);

export const subject = style(inMediakitLayer({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' }));

export const meta = style(
  inMediakitLayer({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }),
);

export const body = style(
  inMediakitLayer({
    margin: 0,
    padding: vars.space.md,
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);

export const attachments = style(
  inMediakitLayer({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted }),
);
