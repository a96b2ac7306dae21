import { periodChartData } from '@mediakit/console-kit';
import type { AdminBillingSummary } from '@mediakit/api-client/console';

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

/** The bar chart's points: the last 12 periods, oldest first. */
export const tokenChartData = (usage: AdminBillingSummary['usage'], locale: string | undefined) =>
  periodChartData(usage, (point) => point.tokens, locale);
