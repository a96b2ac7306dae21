import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The public site's native controls (links, the Products menu, buttons, the footer and its form): the landing
// page's first load carries no react-aria (issue #20), so these are plain elements styled like ui's.

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

const linkBase = style(
  inMediakitLayer({
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    selectors: { '&:focus-visible': focusRing },
  }),
);

export const link = styleVariants({
  quiet: [linkBase, inMediakitLayer({ color: vars.color.text, textDecoration: 'none' })],
  standalone: [
    linkBase,
    inMediakitLayer({ color: vars.color.accentText, textDecoration: 'none', fontWeight: vars.font.weight.medium }),
  ],
  // The footer's: each a 24 px touch target (WCAG 2.5.8), stacked in a column.
  muted: [
    linkBase,
    inMediakitLayer({
      display: 'inline-flex',
      alignItems: 'center',
      minBlockSize: '24px',
      color: vars.color.textMuted,
      textDecoration: 'none',
    }),
  ],
});

export const underlineOnHover = style(inMediakitLayer({ selectors: { '&:hover': { textDecoration: 'underline' } } }));

/** A square icon button (theme toggle, menu), like ui's IconButton. */
export const iconButton = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '40px',
    blockSize: '40px',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    fontSize: '1.25rem',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRing },
  }),
);

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const menu = style(inMediakitLayer({ position: 'relative' }));

export const menuTrigger = style(
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
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
      '&:focus-visible': focusRing,
    },
  }),
);

export const menuChevron = style(
  inMediakitLayer({
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationFast,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

/** Spec 000, section 9: the mega-menu is 860 px wide. */
export const menuPanel = style(
  inMediakitLayer({
    position: 'absolute',
    insetBlockStart: '100%',
    insetInlineStart: 0,
    zIndex: vars.zIndex.dropdown,
    boxSizing: 'border-box',
    inlineSize: 'min(860px, calc(100vw - 32px))',
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
    fontSize: vars.font.size.sm,
    animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const menuGroups = style(
  inMediakitLayer({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.xl }),
);

export const menuGroupTitle = style(
  inMediakitLayer({
    margin: `0 0 ${vars.space.sm}`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
  }),
);

export const menuList = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' }),
);

export const menuLink = style(
  inMediakitLayer({
    display: 'flex',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  }),
);

export const menuLinkIcon = style(inMediakitLayer({ fontSize: vars.font.size.lg, color: vars.color.accentText }));

export const menuLinkText = style(inMediakitLayer({ display: 'grid', gap: vars.space.xxs }));

export const menuLinkLabel = style(inMediakitLayer({ fontWeight: vars.font.weight.medium }));

export const menuLinkDescription = style(inMediakitLayer({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const menuFooter = style(
  inMediakitLayer({
    display: 'flex',
    justifyContent: 'flex-end',
    paddingBlockStart: vars.space.md,
    borderBlockStart: `1px solid ${vars.color.border}`,
  }),
);

export const footer = style(
  inMediakitLayer({
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.xl,
    borderBlockStart: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  }),
);

export const footerTop = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxl }));

export const footerBrand = style(
  inMediakitLayer({ flex: '1 1 220px', display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
);

export const footerColumns = style(
  inMediakitLayer({
    flex: '3 1 480px',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: vars.space.xl,
  }),
);

export const footerTitle = style(
  inMediakitLayer({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }),
);

export const footerList = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' }),
);

export const footerBottom = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
  }),
);

export const fieldLabel = style(inMediakitLayer({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium }));

export const input = style(
  inMediakitLayer({
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: '40px',
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  }),
);

export const button = style(
  inMediakitLayer({
    minBlockSize: '40px',
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&:focus-visible': focusRing,
      '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
    },
  }),
);

export const fieldError = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger }));

/**
 * Shown while a page's code loads. A screen tall, so the footer stays below the fold and the page's arrival shifts
 * nothing in view (lazy /text-image: layout shift 0.79 and performance 51 without it).
 */
export const loading = style(
  inMediakitLayer({
    minBlockSize: '100dvh',
    padding: vars.space.xxl,
    textAlign: 'center',
    color: vars.color.textMuted,
  }),
);

/** The logo's Beta badge, like ui's accent Badge. */
export const badge = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accentText,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
);
