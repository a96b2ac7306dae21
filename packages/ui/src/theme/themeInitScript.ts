// With extensions, unlike the rest of ui: the host's vite.config.ts imports this file, and Vite's native config
// loader (its planned default) resolves only explicit extensions.
import { darkThemeClassName, lightThemeClassName } from './layer.ts';
import { darkSchemeQuery, defaultThemeStorageKey, isTheme, themeNames, type Theme } from './preference.ts';

/** A JavaScript literal that is safe inside an inline `<script>`: no `</script>` can end it early. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The source of a tiny script to inline in `<head>`, before any stylesheet paints: it applies the theme the way
 * ThemeProvider will (the stored choice under `storageKey`, else `prefers-color-scheme`, else `defaultTheme`) as the
 * `dark` (or `mk-theme-light`) class on `<html>`, so the first frame is already in the right theme. It never throws, even when storage is
 * blocked. Pass the same `storageKey` and `defaultTheme` as to the ThemeProvider.
 *
 * @example
 * // An HTML template or a build plugin's transform of index.html:
 * `<head><script>${themeInitScript()}</script>…`
 * // React server rendering (as text children React would escape the quotes):
 * <script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />
 */
export function themeInitScript(storageKey: string = defaultThemeStorageKey, defaultTheme: Theme = 'light'): string {
  const key = typeof storageKey === 'string' && storageKey !== '' ? storageKey : defaultThemeStorageKey;
  const fallback: Theme = isTheme(defaultTheme) ? defaultTheme : 'light';
  return [
    '(function(){',
    'var theme;',
    `try{theme=window.localStorage.getItem(${scriptLiteral(key)})}catch(e){}`,
    `if(${scriptLiteral(themeNames)}.indexOf(theme)<0){`,
    `theme=${scriptLiteral(fallback)};`,
    `try{if(typeof window.matchMedia==="function")theme=window.matchMedia(${scriptLiteral(darkSchemeQuery)}).matches?"dark":"light"}catch(e){}`,
    '}',
    'var root=document.documentElement;',
    `root.classList.toggle(${scriptLiteral(darkThemeClassName)},theme==="dark");`,
    `root.classList.toggle(${scriptLiteral(lightThemeClassName)},theme==="light");`,
    'root.setAttribute("data-theme",theme);',
    '})();',
  ].join('');
}
