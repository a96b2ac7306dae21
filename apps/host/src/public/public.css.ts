import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

// The public site's own layout, in the mediakit layer like every style of ours: ui's isolation rule reverts
// unlayered declarations on our elements.

export const site = style(
  inMediakitLayer({ display: 'grid', gridTemplateRows: 'auto auto 1fr auto', minBlockSize: '100dvh' }),
);

export const header = style(
  inMediakitLayer({
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: vars.zIndex.sticky,
    background: vars.color.surface,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);

export const headerInner = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    maxInlineSize: '1200px',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    minBlockSize: '56px',
  }),
);

export const logo = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.text,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
  }),
);

/** Desktop links; on narrow screens they live in the drawer. */
export const desktopNav = style(
  inMediakitLayer({
    display: 'none',
    alignItems: 'center',
    gap: vars.space.md,
    '@media': { '(min-width: 900px)': { display: 'flex' } },
  }),
);

export const navList = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const headerEnd = style(
  inMediakitLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    marginInlineStart: 'auto',
  }),
);

// 40 px with the secondary one's border, so that the two stand equal side by side (the header's Sign In and Get
// started, the plans' buttons).
const cta = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;

export const ctaPrimary = style(
  inMediakitLayer({
    ...cta,
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      '&:hover': { background: vars.color.accentHover, textDecoration: 'none' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const ctaSecondary = style(
  inMediakitLayer({
    ...cta,
    border: `1px solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    selectors: {
      '&:hover': { background: vars.color.surfaceRaised, textDecoration: 'none' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const drawerNav = style(inMediakitLayer({ display: 'grid', gap: vars.space.lg }));

export const drawerList = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const drawerTitle = style(
  inMediakitLayer({
    margin: `0 0 ${vars.space.xs}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
);

export const main = style(inMediakitLayer({ minInlineSize: 0 }));

export const section = style(
  inMediakitLayer({
    maxInlineSize: '1200px',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xxl,
  }),
);

export const narrow = style(inMediakitLayer({ maxInlineSize: '800px' }));

export const hero = style(inMediakitLayer({ textAlign: 'center', paddingBlockStart: vars.space.xxxl }));

export const heroTitle = style(
  inMediakitLayer({
    margin: `0 auto ${vars.space.md}`,
    maxInlineSize: '20ch',
    fontSize: 'clamp(2rem, 6vw, 3.25rem)',
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const lead = style(
  inMediakitLayer({
    margin: `0 auto ${vars.space.lg}`,
    maxInlineSize: '60ch',
    color: vars.color.textMuted,
    fontSize: vars.font.size.lg,
  }),
);

export const actions = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' }),
);

export const stats = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))',
    gap: vars.space.md,
    margin: `${vars.space.xl} auto 0`,
    padding: 0,
    maxInlineSize: '760px',
  }),
);

// The figure above its label; the markup keeps the label first (dt before dd).
export const stat = style(
  inMediakitLayer({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs, margin: 0 }),
);

export const statValue = style(inMediakitLayer({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold }));

export const statLabel = style(
  inMediakitLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }),
);

export const sectionTitle = style(
  inMediakitLayer({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.xl, textAlign: 'center' }),
);

export const sectionLead = style(
  inMediakitLayer({
    margin: `0 auto ${vars.space.xl}`,
    maxInlineSize: '60ch',
    color: vars.color.textMuted,
    textAlign: 'center',
  }),
);

export const grid = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const tile = style(
  inMediakitLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xs,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const tileIcon = style(inMediakitLayer({ color: vars.color.accentText, fontSize: '1.5rem' }));

export const tileTitle = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.md }));

export const tileText = style(inMediakitLayer({ margin: 0, color: vars.color.textMuted }));

export const step = style(inMediakitLayer({ counterIncrement: 'step' }));

export const stepNumber = style(
  inMediakitLayer({
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accentText,
    fontWeight: vars.font.weight.bold,
  }),
);

// Four plans and four packs stand four, two or one in a row: a laptop's 1024 px once fit three of 250 px, and the
// fourth stood alone under them.
export const pricing = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      'screen and (min-width: 540px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      'screen and (min-width: 1000px)': { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
    },
    gap: vars.space.md,
    alignItems: 'stretch',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const plan = style([
  tile,
  inMediakitLayer({ gridTemplateRows: 'auto auto auto 1fr auto', gap: vars.space.sm, textAlign: 'start' }),
]);

export const planFeatured = style(inMediakitLayer({ borderColor: vars.color.accent, boxShadow: vars.shadow.md }));

export const price = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold }),
);

export const pricePeriod = style(
  inMediakitLayer({
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.regular,
  }),
);

export const features = style(
  inMediakitLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const faq = style(inMediakitLayer({ display: 'grid', gap: vars.space.sm }));

export const faqItem = style(
  inMediakitLayer({
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const faqQuestion = style(
  inMediakitLayer({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: vars.space.md,
    cursor: 'pointer',
    fontWeight: vars.font.weight.medium,
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
        borderRadius: vars.radius.md,
      },
    },
  }),
);

export const faqChevron = style(
  inMediakitLayer({
    flexShrink: 0,
    transition: `transform ${vars.motion.durationFast}`,
    selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(180deg)' } },
  }),
);

export const faqAnswer = style(
  inMediakitLayer({
    margin: 0,
    padding: `0 ${vars.space.md} ${vars.space.md}`,
    color: vars.color.textMuted,
  }),
);

export const pageTitle = style(inMediakitLayer({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.xxl }));

export const center = style(inMediakitLayer({ textAlign: 'center' }));

export const footer = style(
  inMediakitLayer({ borderBlockStart: `1px solid ${vars.color.border}`, background: vars.color.surface }),
);

export const subscribe = style(inMediakitLayer({ display: 'grid', gap: vars.space.xs, maxInlineSize: '420px' }));

export const subscribeRow = style(
  inMediakitLayer({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

export const subscribeField = style(inMediakitLayer({ flex: '1 1 220px' }));

export const subscribeStatus = style(inMediakitLayer({ margin: 0, fontSize: vars.font.size.sm }));

export const subscribeError = style(inMediakitLayer({ color: vars.color.danger }));

export const subscribeDone = style(inMediakitLayer({ color: vars.color.success }));

export const featureIcon = style(inMediakitLayer({ color: vars.color.success, verticalAlign: '-0.125em' }));

export const faqHeading = style(
  inMediakitLayer({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium }),
);

/** Hidden until focused: the first Tab on a public page offers to skip the header. */
export const skipLink = style(
  inMediakitLayer({
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: vars.space.sm,
    zIndex: vars.zIndex.toast,
    padding: vars.space.sm,
    background: vars.color.surface,
    color: vars.color.text,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  }),
);

// Doubled class (`&&`): these win over the display of the component they sit on (a CTA, ui's IconButton),
// whichever stylesheet loads first.
export const desktopOnly = style(
  inMediakitLayer({
    selectors: { '&&': { display: 'none' } },
    '@media': { '(min-width: 900px)': { selectors: { '&&': { display: 'inline-flex' } } } },
  }),
);

export const mobileOnly = style(
  inMediakitLayer({ '@media': { '(min-width: 900px)': { selectors: { '&&': { display: 'none' } } } } }),
);

export const fieldStack = style(inMediakitLayer({ display: 'grid', gap: vars.space.xxs }));

/**
 * One card's place in the plans' or the packs' grid while their code loads: the same grid holds them, so the
 * reserved height follows its columns at every width. Measured in Chromium from 320 to 1440 px: a plan card is
 * 270 to 295 px tall, a pack card 203 px.
 */
export const planReserved = style(inMediakitLayer({ minBlockSize: '280px' }));
export const packReserved = style(inMediakitLayer({ minBlockSize: '203px' }));
