import { periodChartData } from '@mediakit/console-kit';
import type { CreditsState } from '@mediakit/api-client';
import { meterPercent, type DashboardSummary, type UsageSummary } from '@mediakit/api-client/console';

/** What the usage views show: the usage summary and the dashboard, loaded together. */
export interface UsageData {
  summary: UsageSummary;
  dashboard: DashboardSummary;
}

/**
 * The figures with the live balance of the client's credits store (what the top bar shows) in place of the loaded
 * ones: the Credits tile, and this month's spending of the cap in the credits meters. Unchanged without a store or
 * before it knows.
 */
export function withLiveCredits(data: UsageData | undefined, balance: CreditsState | undefined): UsageData | undefined {
  if (!data || !balance || balance.credits === undefined) return data;
  const { credits, cap, spentThisMonth } = balance;
  const meter =
    spentThisMonth === undefined
      ? undefined
      : { used: spentThisMonth, total: cap, percent: meterPercent(spentThisMonth, cap) };
  return {
    summary: meter ? { ...data.summary, credits: meter } : data.summary,
    dashboard: { ...data.dashboard, credits, ...(meter ? { creditsMeter: meter } : {}) },
  };
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Completed green, Rendering amber, Failed red (spec 000, section 4); Running blue, Queued grey. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'Completed':
      return 'success';
    case 'Rendering':
      return 'warning';
    case 'Failed':
      return 'danger';
    case 'Running':
      return 'info';
    default:
      return 'neutral';
  }
}

/** The credits-used chart's points: the last 12 periods, oldest first. */
export function creditsChartData(history: UsageSummary['history'], locale?: string) {
  return periodChartData(history, (point) => point.credits, locale);
}

/**
 * An ISO time as a short date and time in the locale, in the two pieces a narrow cell may break the line between:
 * the date with the locale's separator ('Nov 30, 2025,') and the clock time ('11:58 AM'), with the space between them
 * (`gap`, '' where the locale has none). A date alone, or other text (e.g. '2 min ago'), is one piece in `date`.
 */
export function formatTimePieces(
  time: string | undefined,
  locale?: string,
): { date: string; gap: string; clock: string } {
  const whole = { date: time ?? '', gap: '', clock: '' };
  if (!time || !/^\d{4}-\d{2}-\d{2}/.test(time)) return whole;
  const instant = new Date(time);
  if (Number.isNaN(instant.getTime())) return whole;
  if (time.length === 10) {
    return {
      ...whole,
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(instant),
    };
  }
  const parts = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).formatToParts(instant);
  const clockStart = parts.findIndex((part) => part.type === 'hour' || part.type === 'dayPeriod');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  if (clockStart < 1) return { ...whole, date: text(0) };
  const date = text(0, clockStart);
  const dateText = date.trimEnd();
  return { date: dateText, gap: date.slice(dateText.length), clock: text(clockStart) };
}

/** An ISO time as a short date and time in the locale; other text (e.g. '2 min ago') as it is; '' when absent. */
export function formatTime(time: string | undefined, locale?: string): string {
  const { date, gap, clock } = formatTimePieces(time, locale);
  return date + gap + clock;
}

export const formatCount = (value: number, locale?: string, maximumFractionDigits = 0) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
