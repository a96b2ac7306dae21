import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const dialog = style(
  inMediakitLayer({
    boxSizing: 'border-box',
    inlineSize: 'min(28rem, calc(100vw - 2rem))',
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    selectors: {
      '&::backdrop': { background: 'rgb(0 0 0 / 0.5)' },
      // Focused itself when it opens, so a screen reader starts at its title: no ring around the whole box.
      '&:focus': { outline: 'none' },
      '&[data-placement="end"]': {
        inlineSize: 'min(320px, calc(100vw - 48px))',
        blockSize: '100%',
        maxBlockSize: '100%',
        marginBlock: 0,
        marginInlineEnd: 0,
        borderRadius: 0,
        borderBlock: 'none',
        borderInlineEnd: 'none',
        boxShadow: vars.shadow.lg,
      },
    },
  }),
);

export const header = style(
  inMediakitLayer({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm }),
);

export const title = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

export const description = style(inMediakitLayer({ marginBlock: vars.space.sm, color: vars.color.textMuted }));

export const error = style(inMediakitLayer({ marginBlock: vars.space.sm, color: vars.color.danger }));

export const footer = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    marginBlockStart: vars.space.lg,
  }),
);
