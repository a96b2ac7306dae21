const monthPeriod = /^(\d{4})-(\d{2})$/;

/** '2025-03' → 'Mar 2025' in the locale; any other period text is shown as the server sent it. */
export function periodLabel(period: string, locale?: string): string {
  const match = monthPeriod.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A chart of figures by period (credits used, tokens billed): the last 12 periods, oldest first, labelled. */
export function periodChartData<Point extends { period: string }>(
  points: readonly Point[],
  valueOf: (point: Point) => number,
  locale?: string,
): { label: string; value: number }[] {
  return points.slice(-12).map((point) => ({ label: periodLabel(point.period, locale), value: valueOf(point) }));
}
