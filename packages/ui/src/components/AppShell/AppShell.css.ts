import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

/** Width at which the shell switches from the mobile drawer to the desktop sidebar (container width). */
export const desktopQuery = '(min-width: 768px)';

export const root = style(
  inUiLayer({
    containerType: 'inline-size',
    containerName: 'mk-shell',
    minBlockSize: '100%',
    background: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  }),
);

export const layout = style(
  inUiLayer({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"top" "main"',
    minBlockSize: 'inherit',
    '@container': {
      [`mk-shell ${desktopQuery}`]: {
        gridTemplateColumns: 'auto 1fr',
        gridTemplateAreas: '"side top" "side main"',
      },
    },
  }),
);

export const sidebar = style(
  inUiLayer({
    gridArea: 'side',
    display: 'none',
    flexDirection: 'column',
    inlineSize: '248px',
    borderInlineEnd: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.durationNormal,
    transitionTimingFunction: vars.motion.easing,
    selectors: { '&[data-collapsed]': { inlineSize: '64px' } },
    // Kept in view on long pages, its list scrolling on its own and the collapse button at the bottom of the window
    // (a sticky list in a full-height column slid over the button once the page scrolled).
    position: 'sticky',
    insetBlockStart: 0,
    alignSelf: 'start',
    blockSize: '100dvh',
    '@container': { [`mk-shell ${desktopQuery}`]: { display: 'flex' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const sidebarScroll = style(inUiLayer({ flex: 1, minBlockSize: 0, overflowY: 'auto' }));

export const collapse = style(
  inUiLayer({
    display: 'flex',
    justifyContent: 'flex-end',
    padding: vars.space.sm,
    borderBlockStart: `1px solid ${vars.color.border}`,
    selectors: { '[data-collapsed] &': { justifyContent: 'center' } },
  }),
);

export const collapseIcon = style(
  inUiLayer({
    selectors: {
      '[data-collapsed] &': { transform: 'scaleX(-1)' },
      '[dir="rtl"] &': { transform: 'scaleX(-1)' },
      '[dir="rtl"] [data-collapsed] &': { transform: 'none' },
    },
  }),
);

export const top = style(inUiLayer({ gridArea: 'top', minInlineSize: 0 }));

export const main = style(
  inUiLayer({
    gridArea: 'main',
    minInlineSize: 0,
    padding: vars.space.lg,
    outline: 'none',
    '@container': { [`mk-shell ${desktopQuery}`]: { padding: vars.space.xl } },
  }),
);

export const skipLink = style(
  inUiLayer({
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: vars.space.sm,
    zIndex: vars.zIndex.overlay,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  }),
);

export const drawerBody = style(inUiLayer({ marginInline: `calc(-1 * ${vars.space.sm})` }));
