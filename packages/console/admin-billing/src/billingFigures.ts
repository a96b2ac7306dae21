import { consoleReasonMessage } from '@mediakit/console-kit';
import type { AdminBillingSummary } from '@mediakit/api-client/console';
import type { AdminBillingMessages } from './messages';

/** An amount in the account's currency and locale (INR in en-IN: ₹24,999.00); a bad currency code falls back to text. */
export function formatMoney(amount: number, currency: string, locale: string | undefined): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Token counts, compact in the locale: 32,400,000 → '32.4M' (en-IN: '3.24Cr'). */
export const formatTokens = (tokens: number, locale: string | undefined) =>
  new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(tokens);

/** '2025-03' → 'Mar 2025' in the locale; other period text as it is. */
export function periodLabel(period: string, locale: string | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}

/** The bar chart's points: the last 12 periods, oldest first. */
export const tokenChartData = (usage: AdminBillingSummary['usage'], locale: string | undefined) =>
  usage.slice(-12).map((point) => ({ label: periodLabel(point.period, locale), value: point.tokens }));

export function loadFailureMessage(error: unknown, messages: AdminBillingMessages): string {
  return consoleReasonMessage(error, messages.loadFailed);
}
