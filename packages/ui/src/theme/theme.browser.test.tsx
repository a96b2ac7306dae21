import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/Button';
import { darkThemeValues, lightThemeValues } from './tokens';
import { darkThemeClassName } from './layer';
import './themes.css';

// Runs in real Chromium: cascade layers and custom properties are what jsdom cannot compute.
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

describe('theme in the browser', () => {
  afterEach(() => {
    document.documentElement.classList.remove(darkThemeClassName);
    document.querySelectorAll('style[data-host-page]').forEach((node) => node.remove());
  });

  it('switches every variable when the root gets the dark class', async () => {
    const { getByRole } = render(<Button>Go</Button>);
    const button = getByRole('button');
    expect(getComputedStyle(button).backgroundColor).toBe(rgb(lightThemeValues.color.accent));
    document.documentElement.classList.add(darkThemeClassName);
    // The button transitions its background, so the final value arrives after the transition.
    await expect.poll(() => getComputedStyle(button).backgroundColor).toBe(rgb(darkThemeValues.color.accent));
    // Our dark defaults under their own names; the page's names stay free for its overrides.
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--mk-theme-color-text').trim()).toBe(darkThemeValues.color.text);
    expect(root.getPropertyValue('--mk-color-text')).toBe('');
    expect(getComputedStyle(button).colorScheme).toBe('dark');
  });

  it('lets a host page override tokens, and our rules from a cascade layer after ours, without !important', () => {
    const hostStyles = document.createElement('style');
    hostStyles.dataset.hostPage = '';
    hostStyles.textContent = [
      // A plain unlayered rule on the element does not reach it: that is the isolation from the page's CSS.
      'button.partner-button { border-top-right-radius: 3px; }',
      '@layer mediakit, partner;',
      '@layer partner { .partner-button { border-top-left-radius: 0px; } }',
      ':root { --mk-color-accent: #008000; }',
    ].join('\n');
    document.head.append(hostStyles);
    const { getByRole } = render(<Button className="partner-button">Go</Button>);
    const style = getComputedStyle(getByRole('button'));
    expect(style.borderTopLeftRadius).toBe('0px');
    expect(style.borderTopRightRadius).toBe(lightThemeValues.radius.md);
    expect(style.backgroundColor).toBe('rgb(0, 128, 0)');
  });

  it('lets a className in the mediakit layer win over a component’s own rules, whichever style sheet comes first', () => {
    // A tool's or the host's rule, in a style sheet the page loads before ui's: the same specificity as the
    // Button's own rule, which a later sheet in the same layer would win. ui's rules sit in a layer inside ours.
    const consumerStyles = document.createElement('style');
    consumerStyles.dataset.hostPage = '';
    consumerStyles.textContent = '@layer mediakit { .consumer-button { border-radius: 0px; gap: 3px; } }';
    document.head.prepend(consumerStyles);
    const { getByRole } = render(<Button className="consumer-button">Go</Button>);
    const style = getComputedStyle(getByRole('button'));
    expect(style.borderTopLeftRadius).toBe('0px');
    expect(style.columnGap).toBe('3px');
  });

  it('keeps :root token overrides in the dark theme too', async () => {
    const hostStyles = document.createElement('style');
    hostStyles.dataset.hostPage = '';
    hostStyles.textContent = ':root { --mk-color-accent: #008000; }';
    document.head.append(hostStyles);
    document.documentElement.classList.add(darkThemeClassName);
    const { getByRole } = render(<Button>Go</Button>);
    await expect.poll(() => getComputedStyle(getByRole('button')).backgroundColor).toBe('rgb(0, 128, 0)');
  });
});
