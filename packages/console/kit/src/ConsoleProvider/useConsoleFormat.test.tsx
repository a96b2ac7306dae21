import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { useConsoleFormat } from './useConsoleFormat';

const inGerman = ({ children }: { children: ReactNode }) => <I18nProvider locale="de-DE">{children}</I18nProvider>;
const formatIn = (locale: string | undefined) =>
  renderHook(() => useConsoleFormat(locale), { wrapper: inGerman }).result.current;

describe('useConsoleFormat', () => {
  it("writes in the nearest I18nProvider's locale when the screen is given none", () => {
    const format = formatIn(undefined);
    expect(format.locale).toBe('de-DE');
    expect(format.count(12345)).toBe('12.345');
    expect(format.time('2026-11-28T12:00:00Z', { dateStyle: 'medium' })).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(Date.parse('2026-11-28T12:00:00Z')),
    );
  });

  it("prefers the screen's own locale prop", () => {
    const format = formatIn('en-GB');
    expect(format.locale).toBe('en-GB');
    expect(format.time('2026-11-28T12:00:00Z', { dateStyle: 'long' })).toMatch(/^\d+ November 2026$/);
  });

  it("takes the provider's locale over one Intl cannot read, instead of throwing", () => {
    const format = formatIn('not a locale!');
    expect(format.locale).toBe('de-DE');
    expect(format.count(1234)).toBe('1.234');
  });

  it("falls back to the browser's language without a provider", () => {
    expect(renderHook(() => useConsoleFormat(undefined)).result.current.locale).toBe(navigator.language);
  });

  it('gives the fallback for a missing or unreadable time instead of throwing', () => {
    const format = formatIn('en-US');
    expect(format.time(undefined, { dateStyle: 'medium' }, 'Never')).toBe('Never');
    expect(format.time('not a date', { dateStyle: 'medium', timeStyle: 'short' })).toBe('');
  });

  it('keeps one formatter per style, so two styles on one screen do not mix', () => {
    const format = formatIn('en-US');
    const iso = '2026-11-28T12:00:00Z';
    expect(format.time(iso, { dateStyle: 'medium' })).not.toBe(
      format.time(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(format.time(iso, { dateStyle: 'medium' })).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.parse(iso)),
    );
  });
});
