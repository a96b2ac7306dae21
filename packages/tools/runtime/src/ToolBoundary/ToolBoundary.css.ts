import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const failure = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSubtle,
    color: vars.color.text,
  }),
);

export const message = style(inMediakitLayer({ margin: 0 }));
