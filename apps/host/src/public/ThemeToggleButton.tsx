import { darkThemeClassName, lightThemeClassName } from '@mediakit/ui/theme';
import { MoonIcon, SunIcon } from '@mediakit/ui/Icon';
import { useSyncExternalStore } from 'react';
import * as site from './site.css';

const root = () => document.documentElement;

/** The theme in effect, read from <html> (set by the init script, this toggle or ui's ThemeProvider). */
function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(root(), { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const isDark = () => root().classList.contains(darkThemeClassName);

/**
 * The public header's theme toggle, on a native button and without ui's ThemeProvider (which carries react-aria's
 * overlay code the landing page's first load must not; issue #20). It applies and stores the choice the way the
 * ThemeProvider and the init script do (the `dark` class, `mk-theme-light`, `data-theme`, the `theme` key), and
 * follows <html>, so it and the signed-in area's toggle always agree.
 */
export function ThemeToggleButton() {
  const dark = useSyncExternalStore(subscribe, isDark);
  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    root().classList.toggle(darkThemeClassName, next === 'dark');
    root().classList.toggle(lightThemeClassName, next === 'light');
    root().setAttribute('data-theme', next);
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Without storage the choice lasts for this page only.
    }
  };
  return (
    <button
      type="button"
      className={site.iconButton}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      data-theme={dark ? 'dark' : 'light'}
      onClick={toggle}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
