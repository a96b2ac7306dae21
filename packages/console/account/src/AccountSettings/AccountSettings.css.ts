import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const grid = style(
  inMediakitLayer({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.md }),
);

export const pictures = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }));

export const picture = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

/** The avatar's column keeps its width when "Profile picture updated." appears under it, so the cover stays put. */
export const avatarPicture = style(inMediakitLayer({ flex: '0 0 12rem', maxInlineSize: '100%' }));

/** The cover's column takes up to 320 px of the row, and less on a phone. */
export const coverPicture = style(inMediakitLayer({ flex: '1 1 16rem', minInlineSize: 0, maxInlineSize: '320px' }));

/** The profile picture and the cover: cropped to their box, on a sunken frame. */
const framedPicture = {
  boxSizing: 'border-box',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    // Files dragged over the picture's group: where they would land.
    '[data-drop-target] > &': { outline: `2px dashed ${vars.color.accent}`, outlineOffset: '2px' },
  },
} as const;

export const avatarImage = style(
  inMediakitLayer({ ...framedPicture, inlineSize: '96px', blockSize: '96px', borderRadius: vars.radius.full }),
);

export const coverImage = style(
  inMediakitLayer({
    ...framedPicture,
    inlineSize: '100%',
    aspectRatio: '3 / 1',
    borderRadius: vars.radius.md,
  }),
);

/** The picture's name, worded and weighted as a field's label. */
export const pictureLabel = style(
  inMediakitLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  }),
);

/** Under its picture, at its own width rather than the column's. */
export const chooseButton = style(inMediakitLayer({ alignSelf: 'flex-start' }));

export const facts = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    margin: 0,
  }),
);

export const term = style(inMediakitLayer({ color: vars.color.textMuted }));

export const detail = style(inMediakitLayer({ margin: 0, fontWeight: vars.font.weight.medium }));

export const list = style(
  inMediakitLayer({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  }),
);

export const passwordField = style(inMediakitLayer({ marginBlockStart: vars.space.md }));

export const plans = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: `${vars.space.md} 0 0`,
    padding: 0,
    border: 'none',
  }),
);

export const planOption = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    // The dialog's description is muted as a whole: the choices take the text colour so that the current plan's
    // disabled one reads as greyed beside them (in dark it did not stand out at all).
    color: vars.color.text,
    selectors: { '&:has(input:disabled)': { color: vars.color.textMuted, cursor: 'not-allowed' } },
  }),
);

/** "Plan": a legend has 2 px of inline padding by default, which set it off the radios' edge. */
export const plansLegend = style(inMediakitLayer({ padding: 0, color: vars.color.textMuted }));

export const testMode = style(inMediakitLayer({ margin: 0, fontWeight: 600 }));
