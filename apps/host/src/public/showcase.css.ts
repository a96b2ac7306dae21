import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The landing page's demo video, testimonials and gallery, and the media dialogs: loaded with them, not at first.

export const video = style(
  inMediakitLayer({
    display: 'block',
    inlineSize: '100%',
    blockSize: 'auto',
    aspectRatio: '16 / 9',
    borderRadius: vars.radius.lg,
    background: '#000',
  }),
);

export const videoFrame = style(inMediakitLayer({ maxInlineSize: '800px', marginInline: 'auto' }));

export const testimonial = style(inMediakitLayer({ display: 'grid', gap: vars.space.sm, margin: 0 }));

export const quote = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const quoteBy = style(inMediakitLayer({ color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const picture = style(
  inMediakitLayer({
    display: 'block',
    inlineSize: '100%',
    blockSize: 'auto',
    aspectRatio: '4 / 3',
    borderRadius: vars.radius.md,
  }),
);

export const pictureActions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

/** A native button that looks like ctaSecondary. */
export const button = style(inMediakitLayer({ background: 'none', font: 'inherit', cursor: 'pointer' }));
