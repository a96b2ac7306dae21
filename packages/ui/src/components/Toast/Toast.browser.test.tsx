import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lightThemeValues } from '../../theme';
import '../../theme/themes.css';
import { ToastRegion } from './Toast';
import { createToastQueue } from './toastQueue';

// Real Chromium: jsdom computes no layout, so only a browser can say where the region sits.
const gap = Number.parseFloat(lightThemeValues.space.lg);

async function showToastIn(ui: (region: ReactNode) => ReactNode) {
  const toasts = createToastQueue();
  render(ui(<ToastRegion toasts={toasts} />));
  toasts.success('Saved', { timeout: 0 });
  const region = await screen.findByRole('region', { name: 'Notifications' });
  return { region, toasts };
}

describe('ToastRegion placement', () => {
  it('is fixed at the top right of the viewport', async () => {
    const { region, toasts } = await showToastIn((region) => region);
    expect(getComputedStyle(region).position).toBe('fixed');
    const rect = region.getBoundingClientRect();
    expect(rect.top).toBeCloseTo(gap, 0);
    expect(document.documentElement.clientWidth - rect.right).toBeCloseTo(gap, 0);
    toasts.clear();
  });

  it('sits at the top end, the left, in a right-to-left locale', async () => {
    const { region, toasts } = await showToastIn((region) => <I18nProvider locale="he-IL">{region}</I18nProvider>);
    const rect = region.getBoundingClientRect();
    expect(rect.top).toBeCloseTo(gap, 0);
    expect(rect.left).toBeCloseTo(gap, 0);
    toasts.clear();
  });
});
