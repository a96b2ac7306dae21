import { isPlanId, planIds, plans as planTable, type PlanId } from '@mediakit/api-client/plans';

/**
 * The plans as the server uses them. Names, prices, monthly credits and Stripe lookup keys come from the one table in
 * `@mediakit/api-client/plans` (shared with every screen); what is only the server's is here: image resolutions per
 * plan (the spec's: free none (classic only), plus 1k, pro 1k and 2k, business all) and our allowances for the
 * usage meters (storage, renders, API minutes).
 */
const serverSide = {
  free: { resolutions: [], storageGb: 1, renders: 100, apiMinutes: 30 },
  plus: { resolutions: ['1k'], storageGb: 10, renders: 500, apiMinutes: 100 },
  pro: { resolutions: ['1k', '2k'], storageGb: 50, renders: 2000, apiMinutes: 400 },
  business: { resolutions: ['1k', '2k', '4k'], storageGb: 200, renders: 10000, apiMinutes: 2000 },
} as const satisfies Record<
  PlanId,
  { resolutions: readonly string[]; storageGb: number; renders: number; apiMinutes: number }
>;

export const plans = Object.fromEntries(
  planIds.map((id) => [
    id,
    {
      label: planTable[id].name,
      creditsPerMonth: planTable[id].creditsPerMonth,
      priceCents: planTable[id].monthlyPrice.USD,
      ...serverSide[id],
    },
  ]),
) as {
  [Id in PlanId]: (typeof serverSide)[Id] & { label: string; creditsPerMonth: number; priceCents: number };
};

export type PlanName = PlanId;

export const isPlanName = isPlanId;

export const planOf = (name: string) => plans[isPlanName(name) ? name : 'free'];
