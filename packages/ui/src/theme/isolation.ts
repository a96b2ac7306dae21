// With extensions-free imports only: the build configs (tsup.shared.ts, vite.shared.ts, .storybook/main.ts) import
// this file, and Vite's native config loader resolves only explicit extensions.

/**
 * Every class name vanilla-extract generates for Mediakit starts with this prefix, in every package (ui, the
 * runtime, the tools, the host). The isolation rules in themes.css.ts find our elements by it, so an element is
 * shielded from the host page's CSS as soon as it carries one of our styles, whichever package styled it.
 */
export const classPrefix = 'mk_';

/** Selects every element that carries one of our class names (specificity 0,1,0). */
export const mediakitElement = `:is([class^="${classPrefix}"], [class*=" ${classPrefix}"])`;

/** Selects every element that carries none (specificity 0,1,0). */
export const notMediakitElement = `:not([class^="${classPrefix}"], [class*=" ${classPrefix}"])`;

interface IdentifierParts {
  hash: string;
  debugId?: string;
}

/** vanilla-extract's `identifiers` for published builds: the short hash behind our prefix (`mk_1x2y3z`). */
export function shortIdentifiers({ hash }: IdentifierParts): string {
  return `${classPrefix}${hash}`;
}

/** vanilla-extract's `identifiers` for development: the debug name too (`mk_Button_button_1x2y3z`). */
export function debugIdentifiers({ hash, debugId }: IdentifierParts): string {
  const readable = debugId ? `${debugId.replace(/[^A-Za-z0-9_-]/g, '_')}_` : '';
  return `${classPrefix}${readable}${hash}`;
}
