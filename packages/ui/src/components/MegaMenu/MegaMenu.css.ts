import { keyframes, style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

/** Spec 000, section 9: the mega-menu is 860 px wide. */
export const megaMenuWidth = '860px';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style(inMediakitLayer({ position: 'relative', display: 'inline-block' }));

export const trigger = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '36px',
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const chevron = style(
  inMediakitLayer({
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationFast,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const panel = style(
  inMediakitLayer({
    position: 'absolute',
    insetBlockStart: '100%',
    insetInlineStart: 0,
    zIndex: vars.zIndex.dropdown,
    boxSizing: 'border-box',
    inlineSize: `min(${megaMenuWidth}, calc(100vw - 32px))`,
    marginBlockStart: vars.space.xs,
    padding: vars.space.xl,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const groups = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: vars.space.xl,
  }),
);

export const groupTitle = style(
  inMediakitLayer({
    margin: 0,
    marginBlockEnd: vars.space.sm,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
  }),
);

export const list = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const link = style(
  inMediakitLayer({
    display: 'flex',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  }),
);

export const linkIcon = style(inMediakitLayer({ fontSize: vars.font.size.lg, color: vars.color.accentText }));

export const linkText = style(inMediakitLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));

export const linkLabel = style(inMediakitLayer({ fontWeight: vars.font.weight.medium }));

export const linkDescription = style(inMediakitLayer({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const footer = style(
  inMediakitLayer({
    display: 'flex',
    justifyContent: 'flex-end',
    paddingBlockStart: vars.space.md,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);
