import type { StyleRule } from '@vanilla-extract/css';

/**
 * All Mediakit CSS lives in this cascade layer. Unlayered styles of a host page always win over layered ones, so
 * partners can override any of our rules without `!important`.
 */
export const mediakitLayerName = 'mediakit';

/** Wraps a style rule in the Mediakit cascade layer. */
export function inMediakitLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [mediakitLayerName]: rule } };
}

/** The class that switches a subtree (by default the document root) to the dark theme. */
export const darkThemeClassName = 'dark';
