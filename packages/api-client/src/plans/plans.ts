/**
 * The plans and credit packs: one table, read by the server (prices, credits, Stripe lookup keys), the fake backend,
 * the pricing page, the change-plan dialog, the profile, the image tools' "Plan:" label and billing.
 *
 * The spec has two readings of the plans (spec 000, section 1): free, pro, pro_plus, enterprise (the shell's plan
 * order) and free, plus, pro, business (the image tools, spec 001). They are the same four tiers in the same order,
 * so they are mapped by position, once, here: our ids are the image tools' (what the server stores and what the
 * resolution rules name) and `specAlias` is the shell's name of the same tier. People only ever see `name`.
 */

/** The plan ids, lowest tier first: the order every list of plans is shown in and every "at least" compares by. */
export const planIds = ['free', 'plus', 'pro', 'business'] as const;
export type PlanId = (typeof planIds)[number];

/** The shell's reading of the same tiers, lowest first (spec 000, section 6: free < pro < pro_plus < enterprise). */
export const shellPlanIds = ['free', 'pro', 'pro_plus', 'enterprise'] as const;
export type ShellPlanId = (typeof shellPlanIds)[number];

/** The currencies an account can pay in; prices are set per currency (not converted), as shops do. */
export const currencies = ['USD', 'EUR', 'GBP', 'INR'] as const;
export type Currency = (typeof currencies)[number];

/** An amount per currency, in the currency's minor unit (cents, pence, paise). */
export type PriceList = Readonly<Record<Currency, number>>;

export interface PlanDefinition {
  id: PlanId;
  /** What people call it, everywhere. */
  name: string;
  /** The same tier in the shell's reading (spec 000). */
  specAlias: ShellPlanId;
  /** The monthly price (0: free, no subscription). */
  monthlyPrice: PriceList;
  /** Credits granted when a month of the plan is paid (the free plan's are the sign-up grant). */
  creditsPerMonth: number;
  /** The Stripe Price's lookup key of the plan's monthly price; undefined for the free plan. */
  stripeLookupKey: string | undefined;
  /** One line on the pricing page. */
  summary: string;
  /** What the plan brings beyond its credits, as the pricing page lists it. */
  features: readonly string[];
}

export const plans: Readonly<Record<PlanId, PlanDefinition>> = {
  free: {
    id: 'free',
    name: 'Starter',
    specAlias: 'free',
    monthlyPrice: { USD: 0, EUR: 0, GBP: 0, INR: 0 },
    creditsPerMonth: 50,
    stripeLookupKey: undefined,
    summary: 'Try every tool.',
    features: ['Every AI tool', 'Media library', 'Standard image sizes'],
  },
  plus: {
    id: 'plus',
    name: 'Plus',
    specAlias: 'pro',
    monthlyPrice: { USD: 900, EUR: 900, GBP: 800, INR: 74_900 },
    creditsPerMonth: 500,
    stripeLookupKey: 'mediakit_plus_monthly',
    summary: 'For people who create now and then.',
    features: ['Every AI tool', 'Media library', '1K images'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    specAlias: 'pro_plus',
    monthlyPrice: { USD: 1900, EUR: 1900, GBP: 1600, INR: 159_900 },
    creditsPerMonth: 2000,
    stripeLookupKey: 'mediakit_pro_monthly',
    summary: 'For people who create every week.',
    features: ['Every AI tool', 'Media library', '1K and 2K images'],
  },
  business: {
    id: 'business',
    name: 'Business',
    specAlias: 'enterprise',
    monthlyPrice: { USD: 7900, EUR: 7900, GBP: 6900, INR: 649_900 },
    creditsPerMonth: 10_000,
    stripeLookupKey: 'mediakit_business_monthly',
    summary: 'For teams.',
    features: ['1K, 2K and 4K images', 'Seats for your team', 'SSO', '99.9% SLA'],
  },
};

/** The plans in tier order. */
export const planList: readonly PlanDefinition[] = planIds.map((id) => plans[id]);

/** The plan a paid plan is featured as on the pricing page. */
export const featuredPlanId: PlanId = 'pro';

/** One extra seat on a paid plan, a month; its Stripe Price's lookup key. */
export const seatPrice: PriceList = { USD: 1000, EUR: 1000, GBP: 900, INR: 79_900 };
export const seatLookupKey = 'mediakit_seat_monthly';

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (planIds as readonly string[]).includes(value);

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (currencies as readonly string[]).includes(value);

/**
 * Our id of a plan named in either reading: the image tools' ids as they are, the shell's mapped by tier ('pro_plus'
 * is Pro, 'enterprise' Business). 'pro' is the image tools' Pro: our ids win where the readings share a word.
 * Unknown or missing: undefined.
 */
export function planIdOf(value: unknown): PlanId | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase();
  if (isPlanId(key)) return key;
  if (key === 'pro_plus') return 'pro';
  if (key === 'enterprise') return 'business';
  return undefined;
}

/** The shell's reading of a plan (for the spec's sidebar "minimum plan" rules); unknown counts as free. */
export const shellPlanOf = (value: unknown): ShellPlanId => plans[planIdOf(value) ?? 'free'].specAlias;

/** What people call a plan (either reading); an unknown id as it came, trimmed, else the free plan's name. */
export function planName(value: unknown): string {
  const id = planIdOf(value);
  if (id) return plans[id].name;
  return typeof value === 'string' && value.trim() ? value.trim() : plans.free.name;
}

/** Whether `plan` is at least `minimum` (tier order); unknown counts as free. */
export const planAtLeast = (plan: unknown, minimum: PlanId) =>
  planIds.indexOf(planIdOf(plan) ?? 'free') >= planIds.indexOf(minimum);

/** A plan's id by its Stripe lookup key (the seat's key and unknown keys: undefined). */
export const planByLookupKey = (key: string | null | undefined): PlanId | undefined =>
  planList.find((plan) => plan.stripeLookupKey !== undefined && plan.stripeLookupKey === key)?.id;

export interface CreditPack {
  /** e.g. 'credits-100': what a checkout for the pack names. */
  id: string;
  credits: number;
  price: PriceList;
  stripeLookupKey: string;
}

/**
 * The credit packs: the only amounts one can buy. The spec's quick top-ups (+10, +50, +100: spec 000, section 9) are
 * the first three; each costs at least what Stripe can charge (USD 0.50).
 */
export const creditPacks: readonly CreditPack[] = [
  {
    id: 'credits-10',
    credits: 10,
    price: { USD: 50, EUR: 50, GBP: 50, INR: 4_900 },
    stripeLookupKey: 'mediakit_credits_10',
  },
  {
    id: 'credits-50',
    credits: 50,
    price: { USD: 200, EUR: 200, GBP: 200, INR: 17_900 },
    stripeLookupKey: 'mediakit_credits_50',
  },
  {
    id: 'credits-100',
    credits: 100,
    price: { USD: 300, EUR: 300, GBP: 300, INR: 24_900 },
    stripeLookupKey: 'mediakit_credits_100',
  },
  {
    id: 'credits-500',
    credits: 500,
    price: { USD: 1200, EUR: 1200, GBP: 1000, INR: 99_900 },
    stripeLookupKey: 'mediakit_credits_500',
  },
];

export const creditPackById = (id: unknown) => creditPacks.find((pack) => pack.id === id);

/** The pack of exactly `credits` (the quick top-ups), if there is one. */
export const creditPackOf = (credits: number) => creditPacks.find((pack) => pack.credits === credits);

/** The most credits an account may buy in 24 hours (the server refuses a checkout beyond it). */
export const creditPurchaseCapPerDay = 5000;

/** An amount in minor units written for people, e.g. '$19.00', '₹1,599.00'. */
export function formatPrice(minor: number, currency: Currency | string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** A plan's price as the pricing page and the change-plan dialog write it: 'Free', else e.g. '$19.00'. */
export function planPriceText(plan: PlanDefinition, currency: Currency = 'USD', locale = 'en-US'): string {
  return plan.monthlyPrice[currency] === 0 ? 'Free' : formatPrice(plan.monthlyPrice[currency], currency, locale);
}
