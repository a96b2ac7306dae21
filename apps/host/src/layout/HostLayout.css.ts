import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

/**
 * The banner (when shown) on top, the shell filling the rest of the viewport. The shell always sits in the last row,
 * so without a banner the empty first row takes no space.
 */
export const frame = style(inMediakitLayer({ display: 'grid', gridTemplateRows: 'auto 1fr', minBlockSize: '100dvh' }));

export const shell = style(inMediakitLayer({ gridRow: '2', minInlineSize: 0 }));

export const brand = style(
  inMediakitLayer({
    color: vars.color.text,
    fontSize: vars.font.size.md,
    textDecoration: 'none',
    // host-bell: on a phone the top bar holds the menu, search, credits, theme, bell and avatar; the product name (also
    // in the drawer's page title) gives way so nothing overflows.
    '@media': { '(max-width: 440px)': { display: 'none' } },
  }),
);

export const accountButton = style(inMediakitLayer({ gap: vars.space.xs, paddingInline: vars.space.xs }));

/** The name beside the avatar: hidden on narrow shells, where the avatar alone stands for the account. */
export const accountName = style(
  inMediakitLayer({
    display: 'none',
    maxInlineSize: '16ch',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@container': { 'mk-shell (min-width: 768px)': { display: 'inline' } },
  }),
);

export const credits = style(inMediakitLayer({ whiteSpace: 'nowrap' }));

/**
 * For headings that name a page whose tool already shows its own visible title. In the mediakit layer: ui's isolation
 * reverts unlayered declarations on our elements, which left these headings visible.
 */
export const visuallyHidden = style(
  inMediakitLayer({
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);

export const loading = style(inMediakitLayer({ marginBlockEnd: vars.space.md }));

export const page = style(inMediakitLayer({ maxInlineSize: '960px', marginInline: 'auto' }));

export const heading = style(inMediakitLayer({ fontSize: vars.font.size.xxl, marginBlock: `0 ${vars.space.md}` }));

/** 'Checking authentication...', centred in the viewport while the session loads. */
export const checking = style(
  inMediakitLayer({
    display: 'grid',
    placeItems: 'center',
    minBlockSize: '100dvh',
    margin: 0,
    color: vars.color.textMuted,
  }),
);

/** Toasts sit below the 56 px top bars, so their Sign In link, theme toggle and account menu stay reachable. */
export const toastRegion = style(inMediakitLayer({ insetBlockStart: `calc(56px + ${vars.space.sm})` }));

export const subtitle = style(inMediakitLayer({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted }));

export const subheading = style(
  inMediakitLayer({ fontSize: vars.font.size.lg, marginBlock: `${vars.space.xl} ${vars.space.md}` }),
);

export const quickActions = style(inMediakitLayer({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const identity = style(inMediakitLayer({ display: 'flex', alignItems: 'center', gap: vars.space.md }));

export const identityName = style(inMediakitLayer({ margin: 0, fontWeight: vars.font.weight.bold }));

/** Sign-in and sign-up: the form centred on the public site's page. */
export const authPage = style(
  inMediakitLayer({ maxInlineSize: '480px', marginInline: 'auto', padding: `${vars.space.xl} ${vars.space.md}` }),
);

/** A page's block (a panel, the dashboard's usage sections) spaced from the one above, like the page's other blocks. */
export const spacedBlock = style(inMediakitLayer({ marginBlockStart: vars.space.lg }));
