import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from '../components/ThemeProvider';
import { darkThemeClassName, lightThemeClassName } from './layer';
import { themeInitScript } from './themeInitScript';

const root = () => document.documentElement;

/** Runs the script source as the browser would run the inline `<script>`. */
function runInitScript(script = themeInitScript()) {
  new Function(script)();
}

function stubSystem(prefersDark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: prefersDark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

/** What the ThemeProvider decides in the same situation, so the script cannot drift from it. */
function providerTheme(storageKey?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider storageKey={storageKey}>{children}</ThemeProvider>
  );
  const { result, unmount } = renderHook(() => useTheme(), { wrapper });
  const { theme } = result.current;
  unmount();
  return theme;
}

beforeEach(() => {
  localStorage.clear();
  root().className = '';
  root().removeAttribute('data-theme');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  root().className = '';
  root().removeAttribute('data-theme');
});

describe('themeInitScript', () => {
  it('applies a stored "dark" over a light system preference', () => {
    stubSystem(false);
    localStorage.setItem('theme', 'dark');
    runInitScript();
    expect(root()).toHaveClass(darkThemeClassName);
    expect(root()).toHaveAttribute('data-theme', 'dark');
    expect(providerTheme()).toBe('dark');
  });

  it('applies a stored "light" over a dark system preference, removing a dark class already there', () => {
    stubSystem(true);
    root().classList.add(darkThemeClassName);
    localStorage.setItem('theme', 'light');
    runInitScript();
    expect(root()).not.toHaveClass(darkThemeClassName);
    expect(root()).toHaveClass(lightThemeClassName);
    expect(root()).toHaveAttribute('data-theme', 'light');
    expect(providerTheme()).toBe('light');
  });

  it('follows prefers-color-scheme when nothing (or nothing valid) is stored', () => {
    stubSystem(true);
    runInitScript();
    expect(root()).toHaveClass(darkThemeClassName);
    expect(providerTheme()).toBe('dark');

    root().className = '';
    localStorage.setItem('theme', 'purple');
    runInitScript();
    expect(root()).toHaveClass(darkThemeClassName);
    expect(providerTheme()).toBe('dark');
  });

  it('stays light with a light system preference, and with no matchMedia at all', () => {
    stubSystem(false);
    runInitScript();
    expect(root()).not.toHaveClass(darkThemeClassName);
    vi.stubGlobal('matchMedia', undefined);
    runInitScript();
    expect(root()).toHaveAttribute('data-theme', 'light');
    expect(providerTheme()).toBe('light');
  });

  it('never throws when localStorage itself throws, and falls back to the system preference', () => {
    stubSystem(true);
    blockStorage();
    expect(() => runInitScript()).not.toThrow();
    expect(root()).toHaveClass(darkThemeClassName);
    expect(providerTheme()).toBe('dark');
  });

  it('reads the storage key it is given, like the ThemeProvider with the same key', () => {
    stubSystem(false);
    localStorage.setItem('theme', 'light');
    localStorage.setItem('partner-theme', 'dark');
    runInitScript(themeInitScript('partner-theme'));
    expect(root()).toHaveClass(darkThemeClassName);
    expect(providerTheme('partner-theme')).toBe('dark');
  });

  it('cannot be closed early by a storage key containing </script>', () => {
    const script = themeInitScript('</script><script>alert(1)</script>');
    expect(script).not.toContain('</script>');
    stubSystem(false);
    localStorage.setItem('</script><script>alert(1)</script>', 'dark');
    runInitScript(script);
    expect(root()).toHaveClass(darkThemeClassName);
  });
});
