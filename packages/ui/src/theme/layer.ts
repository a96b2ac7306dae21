import type { StyleRule } from '@vanilla-extract/css';

/**
 * All Mediakit rules live in this cascade layer. Our elements ignore the host page's unlayered rules (see
 * themes.css.ts), so a page restyles them through the tokens, or from a cascade layer declared after this one.
 */
export const mediakitLayerName = 'mediakit';

/** Wraps a style rule in the Mediakit cascade layer. */
export function inMediakitLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [mediakitLayerName]: rule } };
}

/**
 * ui's own rules (the tokens' defaults, the outermost element's text settings, every component's styles) sit in a
 * layer inside Mediakit's. A rule directly in `mediakit` (`inMediakitLayer`: a tool's, a screen's, the host's) beats
 * every rule of a nested layer whatever their specificity, so a `className` passed to a ui component always wins over
 * the component's own rules, whichever style sheet a bundler happens to put last.
 */
export const uiLayerName = `${mediakitLayerName}.ui`;

/** Wraps one of ui's own style rules in its layer (see `uiLayerName`). */
export function inUiLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [uiLayerName]: rule } };
}

/** The class that switches a subtree (by default the document root) to the dark theme. */
export const darkThemeClassName = 'dark';

/** The class that keeps a subtree light, e.g. an embedded tool inside a dark page. */
export const lightThemeClassName = 'mk-theme-light';

/** The class that makes a subtree follow the operating system's light or dark setting. */
export const systemThemeClassName = 'mk-theme-system';

/**
 * The colour scheme in effect for a subtree (`light`, `dark` or `light dark`), set by the theme classes and
 * inherited like any custom property. Our outermost elements take their `color-scheme` from it, and every colour
 * token is a `light-dark()` pair resolved by that `color-scheme`.
 */
export const schemeProperty = '--mk-scheme';

/** Set on an overlay (`dark`, `light` or `system`) to give it the theme of the place it was opened from. */
export const overlayThemeAttribute = 'data-mk-theme';
