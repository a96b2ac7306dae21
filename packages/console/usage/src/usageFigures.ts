import { consoleReasonMessage, periodChartData } from '@mediakit/console-kit';
import type { CreditsState } from '@mediakit/api-client';
import { meterPercent, type DashboardSummary, type UsageSummary } from '@mediakit/api-client/console';
import type { UsageMessages } from './messages';

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

/** An ISO time as a short date and time in the locale; other text (e.g. '2 min ago') as it is; '' when absent. */
export function formatTime(time: string | undefined, locale?: string): string {
  if (!time) return '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(time)) return time;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  const dateOnly = time.length === 10;
  return new Intl.DateTimeFormat(
    locale,
    dateOnly ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

export const formatCount = (value: number, locale?: string, maximumFractionDigits = 0) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);

/** The failure's words, chosen by `ApiError.reason` (never by the English text of the error). */
export function loadFailureMessage(error: unknown, messages: UsageMessages): string {
  // Any 403 (a plan limit too) says the same: this account may not see these figures.
  return consoleReasonMessage(error, messages.loadFailed);
}
