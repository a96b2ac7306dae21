import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

type Listener = (event: MediaQueryListEvent) => void;

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystem(initiallyDark: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    set(dark: boolean) {
      media.matches = dark;
      act(() => listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent)));
    },
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().className = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ThemeProvider', () => {
  it('starts from the stored value, over the system preference', () => {
    mockSystem(true);
    localStorage.setItem('theme', 'light');
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
    expect(result.current.followsSystem).toBe(false);
    expect(root()).not.toHaveClass('dark');
    // Light is explicit, so a `light dark` meta on a dark system cannot turn the tokens dark.
    expect(root()).toHaveClass('mk-theme-light');
  });

  it('falls back to the system preference and ignores invalid stored values', () => {
    mockSystem(true);
    localStorage.setItem('theme', 'purple');
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('dark');
    expect(root()).toHaveClass('dark');
  });

  it('defaults to light when matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
  });

  it('persists changes and applies the dark class to the document root', () => {
    mockSystem(false);
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setTheme('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root()).toHaveClass('dark');
    act(() => result.current.toggleTheme());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root()).not.toHaveClass('dark');
  });

  it('follows system changes only while nothing is stored', () => {
    const system = mockSystem(false);
    const { result } = renderHook(() => useTheme(), { wrapper });
    system.set(true);
    expect(result.current.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    act(() => result.current.setTheme('light'));
    system.set(false);
    system.set(true);
    expect(result.current.theme).toBe('light');
    act(() => result.current.followSystem());
    expect(localStorage.getItem('theme')).toBeNull();
    expect(result.current.theme).toBe('dark');
  });

  it('never throws when storage is unavailable, and still stops following the system after a choice', () => {
    const system = mockSystem(false);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
    act(() => result.current.setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    system.set(false);
    expect(result.current.theme).toBe('dark');
  });

  it('never throws when writing fails (zero quota)', () => {
    mockSystem(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
  });

  it('applies the theme to a custom root for embedding, leaving the document alone', () => {
    mockSystem(false);
    localStorage.setItem('mk-embed', 'dark');
    const host = document.createElement('div');
    document.body.append(host);
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => (
        <ThemeProvider root={host} storageKey="mk-embed">
          {children}
        </ThemeProvider>
      ),
    });
    expect(host).toHaveClass('dark');
    expect(root()).not.toHaveClass('dark');
    act(() => result.current.toggleTheme());
    expect(host).not.toHaveClass('dark');
    expect(host).toHaveClass('mk-theme-light');
    expect(localStorage.getItem('mk-embed')).toBe('light');
    host.remove();
  });

  it('moves the class when the root changes and removes it on unmount', () => {
    mockSystem(false);
    localStorage.setItem('theme', 'dark');
    const first = document.createElement('div');
    const second = document.createElement('div');
    const { rerender, unmount } = render(<ThemeProvider root={first} />);
    expect(first).toHaveClass('dark');
    rerender(<ThemeProvider root={second} />);
    expect(first).not.toHaveClass('dark');
    expect(second).toHaveClass('dark');
    unmount();
    expect(second).not.toHaveClass('dark');
  });

  it('reports changes through onThemeChange, not on mount', () => {
    mockSystem(false);
    const onThemeChange = vi.fn();
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => <ThemeProvider onThemeChange={onThemeChange}>{children}</ThemeProvider>,
    });
    expect(onThemeChange).not.toHaveBeenCalled();
    act(() => result.current.toggleTheme());
    expect(onThemeChange).toHaveBeenCalledExactlyOnceWith('dark');
  });

  it('picks up a choice made in another tab', () => {
    mockSystem(false);
    const { result } = renderHook(() => useTheme(), { wrapper });
    localStorage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(result.current.theme).toBe('dark');
  });

  it('useTheme outside a provider does not throw', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
    expect(() => result.current.toggleTheme()).not.toThrow();
  });
});

describe('ThemeToggle', () => {
  it('toggles by keyboard and names the action it performs', async () => {
    mockSystem(false);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(root()).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toHaveFocus();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
