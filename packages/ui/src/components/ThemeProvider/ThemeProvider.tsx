import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { darkThemeClassName, lightThemeClassName } from '../../theme';
import { OverlayContainerContext } from './overlayContainer';
import {
  darkSchemeMedia,
  defaultThemeStorageKey,
  isTheme,
  readStoredTheme,
  systemTheme,
  writeStoredTheme,
  type Theme,
} from './themeStorage';

export type { Theme } from './themeStorage';

export { lightThemeClassName };

export interface ThemeContextValue {
  /** The theme in effect. */
  theme: Theme;
  /** Whether the theme comes from the system preference (nothing stored yet). */
  followsSystem: boolean;
  /** Applies and stores a theme; from then on system changes are ignored. */
  setTheme: (theme: Theme) => void;
  /** Switches between light and dark (and stores the result). */
  toggleTheme: () => void;
  /** Forgets the stored choice and follows the system preference again. */
  followSystem: () => void;
}

export interface ThemeProviderProps {
  /** The themed app (or embedded part). */
  children?: ReactNode;
  /**
   * Where the `dark` class goes. Defaults to the document root (`<html>`). Partners embedding Mediakit pass their
   * own container so our theme never touches their page; `null` applies nothing until the element exists (handy with
   * a callback ref). Overlays (popovers, select and combo box lists, menus, tooltips, modals, drawers) then portal
   * into this element instead of `document.body`, so they get its theme and stay inside it; give it no `transform`,
   * `filter` or `contain`, which would trap the fixed-position modals.
   */
  root?: HTMLElement | null;
  /** Storage key of the persisted choice. Defaults to `theme` (spec 000, section 9). */
  storageKey?: string;
  /** Used when nothing is stored and the system preference cannot be read. Defaults to `light`. */
  defaultTheme?: Theme;
  /** Called after every change of the theme in effect. */
  onThemeChange?: (theme: Theme) => void;
}

const noop = () => {};

const ThemeContext = /*#__PURE__*/ createContext<ThemeContextValue | null>(null);

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Light or dark. The first value comes from storage (key `theme`), else from the system preference. A choice is
 * stored; while nothing is stored the theme follows system changes. Applied as the `dark` class on the document root
 * or on `root`. Never throws when storage is unavailable (sandboxed iframes, private modes): the choice then lives
 * for the page's lifetime only.
 */
export function ThemeProvider({
  children,
  root,
  storageKey = defaultThemeStorageKey,
  defaultTheme = 'light',
  onThemeChange,
}: ThemeProviderProps) {
  const key = typeof storageKey === 'string' && storageKey !== '' ? storageKey : defaultThemeStorageKey;
  const fallback: Theme = defaultTheme === 'dark' ? 'dark' : 'light';
  const [state, setState] = useState(() => {
    const stored = readStoredTheme(key);
    return { theme: stored ?? systemTheme(fallback), followsSystem: stored === undefined };
  });
  // Remembers a choice made while storage is unavailable, so we stop following the system even then.
  const chosenInMemory = useRef(false);

  const setTheme = useCallback(
    (theme: Theme) => {
      if (!isTheme(theme)) return;
      chosenInMemory.current = !writeStoredTheme(key, theme);
      setState({ theme, followsSystem: false });
    },
    [key],
  );

  const toggleTheme = useCallback(() => {
    setState((current) => {
      const theme: Theme = current.theme === 'dark' ? 'light' : 'dark';
      chosenInMemory.current = !writeStoredTheme(key, theme);
      return { theme, followsSystem: false };
    });
  }, [key]);

  const followSystem = useCallback(() => {
    writeStoredTheme(key, undefined);
    chosenInMemory.current = false;
    setState({ theme: systemTheme(fallback), followsSystem: true });
  }, [key, fallback]);

  // Follow the system only while nothing is stored; pick up choices made in other tabs.
  useEffect(() => {
    const media = darkSchemeMedia();
    const onSystemChange = (event: MediaQueryListEvent) => {
      if (chosenInMemory.current || readStoredTheme(key) !== undefined) return;
      setState({ theme: event.matches ? 'dark' : 'light', followsSystem: true });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      const stored = readStoredTheme(key);
      setState(
        stored ? { theme: stored, followsSystem: false } : { theme: systemTheme(fallback), followsSystem: true },
      );
    };
    media?.addEventListener?.('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener?.('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [key, fallback]);

  const target = root === undefined ? (typeof document === 'undefined' ? null : document.documentElement) : root;
  const overlayContainer = target?.classList && target !== target.ownerDocument?.documentElement ? target : undefined;
  useIsomorphicLayoutEffect(() => {
    if (!target?.classList) return;
    // Light is a class too, not the absence of dark: it keeps an embedded root light inside a dark page, and the
    // document light under a `<meta name="color-scheme" content="light dark">` on a dark system.
    target.classList.toggle(darkThemeClassName, state.theme === 'dark');
    target.classList.toggle(lightThemeClassName, state.theme === 'light');
    target.setAttribute('data-theme', state.theme);
    // When the provider unmounts or moves to another root, it stops governing this one.
    return () => {
      target.classList.remove(darkThemeClassName);
      target.classList.remove(lightThemeClassName);
      target.removeAttribute('data-theme');
    };
  }, [target, state.theme]);

  const onChange = useRef(onThemeChange);
  useEffect(() => {
    onChange.current = onThemeChange;
  }, [onThemeChange]);
  const previous = useRef(state.theme);
  useEffect(() => {
    if (previous.current === state.theme) return;
    previous.current = state.theme;
    onChange.current?.(state.theme);
  }, [state.theme]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme: state.theme, followsSystem: state.followsSystem, setTheme, toggleTheme, followSystem }),
    [state, setTheme, toggleTheme, followSystem],
  );
  return (
    <OverlayContainerContext.Provider value={overlayContainer}>
      <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
    </OverlayContainerContext.Provider>
  );
}

const outsideProvider: ThemeContextValue = {
  theme: 'light',
  followsSystem: true,
  setTheme: noop,
  toggleTheme: noop,
  followSystem: noop,
};

/**
 * The current theme and setters. Outside a ThemeProvider it never throws: it reports `light` and its setters do
 * nothing.
 */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext) ?? outsideProvider;
}
