import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** How a screen writes a time: the date alone, or the date and the time of day, in the locale's own styles. */
export type TimeStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

export interface ConsoleFormat {
  /** The first locale asked for that Intl can read, else the nearest `I18nProvider`'s, else the browser's. */
  locale: string;
  /** A time the server sent (ISO 8601) in the locale's words, or `fallback` when it is missing or unreadable. */
  time: (iso: string | undefined, style: TimeStyle, fallback?: string) => string;
  /** A count in the locale's digits and separators. */
  count: (value: number) => string;
}

/** The locale as Intl writes it, or undefined for one Intl cannot read (a partner's typo must not crash a screen). */
function readableLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/**
 * The dates and numbers of a console screen in one locale: one setting for a whole site (react-aria's `I18nProvider`,
 * which its own date and number fields follow too), a screen's `locale` prop where it must differ. `preferred` in
 * order: the screen's prop, then (where the server sends one) the account's locale.
 */
export function useConsoleFormat(...preferred: (string | undefined)[]): ConsoleFormat {
  const nearest = useLocale().locale;
  const resolved = preferred.map(readableLocale).find((locale) => locale !== undefined) ?? nearest;
  return useMemo(() => {
    const timeFormats = new Map<string, Intl.DateTimeFormat>();
    const counts = new Intl.NumberFormat(resolved);
    return {
      locale: resolved,
      time: (iso, style, fallback = '') => {
        const instant = iso ? Date.parse(iso) : Number.NaN;
        if (Number.isNaN(instant)) return fallback;
        const key = `${style.dateStyle}/${style.timeStyle}`;
        const format = timeFormats.get(key) ?? new Intl.DateTimeFormat(resolved, style);
        timeFormats.set(key, format);
        return format.format(instant);
      },
      count: (value) => counts.format(value),
    };
  }, [resolved]);
}
