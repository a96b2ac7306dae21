/**
 * The plans. Credits per month and prices of free (Starter), pro and business are the spec's marketing figures;
 * plus is the image tools' plan between them (the spec names it without a price: ours is 500 credits for $9).
 * Image resolutions per plan are the spec's: free none (classic only), plus 1k, pro 1k and 2k, business all.
 * Storage, renders and API minutes are our allowances for the usage meters.
 */
export const plans = {
  free: {
    label: 'Starter',
    creditsPerMonth: 50,
    priceCents: 0,
    resolutions: [],
    storageGb: 1,
    renders: 100,
    apiMinutes: 30,
  },
  plus: {
    label: 'Plus',
    creditsPerMonth: 500,
    priceCents: 900,
    resolutions: ['1k'],
    storageGb: 10,
    renders: 500,
    apiMinutes: 100,
  },
  pro: {
    label: 'Pro',
    creditsPerMonth: 2000,
    priceCents: 1900,
    resolutions: ['1k', '2k'],
    storageGb: 50,
    renders: 2000,
    apiMinutes: 400,
  },
  business: {
    label: 'Business',
    creditsPerMonth: 10000,
    priceCents: 7900,
    resolutions: ['1k', '2k', '4k'],
    storageGb: 200,
    renders: 10000,
    apiMinutes: 2000,
  },
} as const satisfies Record<
  string,
  {
    label: string;
    creditsPerMonth: number;
    priceCents: number;
    resolutions: readonly string[];
    storageGb: number;
    renders: number;
    apiMinutes: number;
  }
>;

export type PlanName = keyof typeof plans;

export const isPlanName = (value: unknown): value is PlanName => typeof value === 'string' && value in plans;

export const planOf = (name: string) => plans[isPlanName(name) ? name : 'free'];
