import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * Every design token as a global, prefixed CSS variable (`--mk-color-accent`, `--mk-space-md`, …) so partners can
 * override them from plain CSS without importing anything of ours.
 */
export const themeTokens = {
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSubtle: null,
    onAccent: null,
    danger: null,
    dangerSolid: null,
    dangerSubtle: null,
    success: null,
    successSubtle: null,
    warning: null,
    warningSubtle: null,
    info: null,
    infoSubtle: null,
    focusRing: null,
    overlay: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { dropdown: null, sticky: null, overlay: null, modal: null, popover: null, toast: null, tooltip: null },
  motion: { durationFast: null, durationNormal: null, easing: null },
} as const;

const cssName = (path: string[]) =>
  path.map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-');

const { color, shadow, ...shared } = themeTokens;

/** Tokens that are the same in both themes, declared once at the root: `--mk-space-md`, `--mk-font-size-sm`, … */
export const sharedVars = createGlobalThemeContract(shared, (_value, path) => `mk-${cssName(path)}`);

/**
 * Our light and dark defaults of the tokens that differ between themes, under their own names
 * (`--mk-theme-color-accent`), declared by the theme classes.
 */
export const schemeVars = createGlobalThemeContract({ color, shadow }, (_value, path) => `mk-theme-${cssName(path)}`);

/** `var(--mk-color-accent, var(--mk-theme-color-accent))` for each leaf of `defaults`. */
function overridable<Tree extends Record<string, unknown>>(defaults: Tree, path: string[] = []): Tree {
  return Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? `var(--mk-${cssName([...path, key])}, ${value})`
        : overridable(value as Record<string, unknown>, [...path, key]),
    ]),
  ) as Tree;
}

/**
 * The tokens as our styles use them. Colours and shadows read the page's `--mk-color-accent` first and fall back to
 * the theme's default: we never declare `--mk-color-*` ourselves, so a page's `:root { --mk-color-accent: … }`
 * reaches every element, also inside a dark container, where only our defaults change.
 */
export const vars = { ...sharedVars, ...overridable(schemeVars) };
