import type { PlanName } from '../accounts/plans';

/**
 * The currencies an account can pay in, with our price list in each (in the currency's minor unit). Prices are set
 * per currency rather than converted, as shops do; the spec's marketing prices are the USD column (Pro $19, Business
 * $79 a month) and its admin billing demo is an INR account.
 */
export const currencies = ['USD', 'EUR', 'GBP', 'INR'] as const;
export type Currency = (typeof currencies)[number];
export const isCurrency = (value: unknown): value is Currency => currencies.includes(value as Currency);

export const planPrices: Record<Currency, Record<PlanName, number>> = {
  USD: { free: 0, plus: 900, pro: 1900, business: 7900 },
  EUR: { free: 0, plus: 900, pro: 1900, business: 7900 },
  GBP: { free: 0, plus: 800, pro: 1600, business: 6900 },
  INR: { free: 0, plus: 74_900, pro: 159_900, business: 649_900 },
};

/** One extra seat on a subscription, a month. */
export const seatPrices: Record<Currency, number> = { USD: 1000, EUR: 1000, GBP: 900, INR: 79_900 };

/** One credit in a top-up (the +10, +50, +100 buttons): USD 0.01, INR 1. */
export const creditPrices: Record<Currency, number> = { USD: 1, EUR: 1, GBP: 1, INR: 100 };

/** Tax added to invoices by the billing country: India's 18% GST (the spec's demo); none elsewhere here. */
export function taxFor(country: string | undefined): { rate: number; label: string } {
  return country?.toUpperCase() === 'IN' ? { rate: 18, label: 'GST' } : { rate: 0, label: 'Tax' };
}

/** Locales amounts may be written in (BCP 47), e.g. en-IN writes ₹1,59,900.00. */
export function isLocale(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[a-z]{2,3}(-[A-Z]{2})?$/.test(value)) return false;
  try {
    return Intl.NumberFormat.supportedLocalesOf([value]).length === 1;
  } catch {
    return false;
  }
}

/** An amount in minor units, written the account's way. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** An amount as answers give it: the number, its currency and locale, and the text to show. */
export function moneyJson(minor: number, currency: string, locale: string) {
  return { amount: minor / 100, currency, formatted: formatMoney(minor, currency, locale) };
}
