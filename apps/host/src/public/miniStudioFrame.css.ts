import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The landing page's mini-studio's frame, part of the first load (the rest of its styles load with it).

/** Reserved before the studio's code arrives, so nothing below moves when it does. */
export const frame = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    minBlockSize: '360px',
    '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
  }),
);

export const waiting = style(inMediakitLayer({ margin: 'auto', color: vars.color.textMuted }));

/** A deferred landing section's place before its code arrives (DeferredSection). */
export const reserved = style(inMediakitLayer({ minBlockSize: '800px' }));
