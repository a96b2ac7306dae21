/**
 * The plans. Credits per month and prices of free (Starter), pro and business are the spec's marketing figures;
 * plus is the image tools' plan between them (the spec names it without a price: ours is 500 credits for $9).
 * Which image resolutions each plan may ask for is the image tool's plan rule (`imagePlanResolutions`, in its
 * definition in @mediakit/api-client/tools).
 * Storage, renders and API minutes are our allowances for the usage meters.
 */
export const plans = {
  free: {
    label: 'Starter',
    creditsPerMonth: 50,
    priceCents: 0,
    storageGb: 1,
    renders: 100,
    apiMinutes: 30,
  },
  plus: {
    label: 'Plus',
    creditsPerMonth: 500,
    priceCents: 900,
    storageGb: 10,
    renders: 500,
    apiMinutes: 100,
  },
  pro: {
    label: 'Pro',
    creditsPerMonth: 2000,
    priceCents: 1900,
    storageGb: 50,
    renders: 2000,
    apiMinutes: 400,
  },
  business: {
    label: 'Business',
    creditsPerMonth: 10000,
    priceCents: 7900,
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
    storageGb: number;
    renders: number;
    apiMinutes: number;
  }
>;

export type PlanName = keyof typeof plans;

export const isPlanName = (value: unknown): value is PlanName => typeof value === 'string' && value in plans;

export const planOf = (name: string) => plans[isPlanName(name) ? name : 'free'];
