import { darkSchemeQuery, isTheme, type Theme } from '../../theme/preference';

// One definition of the rules, shared with themeInitScript (the pre-hydration script) so the two cannot drift.
export { defaultThemeStorageKey, isTheme, type Theme } from '../../theme/preference';

/**
 * `window.localStorage` itself throws in sandboxed iframes and some private modes, and `setItem` throws when the
 * quota is zero: every access goes through these helpers, which never throw.
 */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

export function readStoredTheme(key: string): Theme | undefined {
  try {
    const value = storage()?.getItem(key);
    return isTheme(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Returns whether the value was stored. */
export function writeStoredTheme(key: string, theme: Theme | undefined): boolean {
  try {
    const target = storage();
    if (!target) return false;
    if (theme) target.setItem(key, theme);
    else target.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

export function darkSchemeMedia(): MediaQueryList | undefined {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(darkSchemeQuery)
      : undefined;
  } catch {
    return undefined;
  }
}

export function systemTheme(fallback: Theme): Theme {
  const media = darkSchemeMedia();
  if (!media) return fallback;
  return media.matches ? 'dark' : 'light';
}
