import {
  creditPacks,
  currencies,
  isCurrency,
  planIds,
  plans,
  seatPrice,
  type Currency,
  type PlanId,
} from '@mediakit/api-client/plans';

/**
 * The currencies an account can pay in, with our price list in each (in the currency's minor unit), from the one
 * table of plans and packs (`@mediakit/api-client/plans`). Prices are set per currency rather than converted, as
 * shops do; the spec's marketing prices are the USD column and its admin billing demo is an INR account.
 */
export { currencies, isCurrency, type Currency };

export const planPrices = Object.fromEntries(
  currencies.map((currency) => [
    currency,
    Object.fromEntries(planIds.map((id) => [id, plans[id].monthlyPrice[currency]])),
  ]),
) as Record<Currency, Record<PlanId, number>>;

/** One extra seat on a subscription, a month. */
export const seatPrices: Record<Currency, number> = { ...seatPrice };

/** The price of 1,000 credits in the largest pack (the best price per credit outside a plan). */
export const packPricePer1000 = (currency: Currency) => {
  const largest = creditPacks.at(-1)!;
  return Math.round((largest.price[currency] * 1000) / largest.credits);
};

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
