const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * Bytes in the unit that fits, decimal as storage is sold (1 GB = 10^9 bytes) and in the locale's words: 35,200,000
 * is '35.2 MB', not '0 GB'; 50e9 is '50 GB'. One decimal under 100 of a unit, none above; never negative.
 */
export function formatStorage(bytes: number, locale?: string): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // Intl's short name of a byte is 'byte'; storage is said in B.
  if (unit === 0) return `${new Intl.NumberFormat(locale).format(value)} B`;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 100 ? 1 : 0,
  }).format(value);
}
