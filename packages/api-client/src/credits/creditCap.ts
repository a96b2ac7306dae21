import { numberField, objectField } from '../json/fields';

export const defaultCreditCap = 100;

/** The spec's cap: credit_cap, else plan.credits_per_month, else 100. Takes a raw user object. */
export function creditCapOf(user: unknown): number {
  return (
    numberField(user, 'credit_cap') ?? numberField(objectField(user, 'plan'), 'credits_per_month') ?? defaultCreditCap
  );
}

/**
 * Percent of the cap spent this month, rounded, clamped to 0..100: what was spent (from the ledger), never the cap
 * less the balance (a top-up is not usage). 100 with no cap to spend.
 */
export function creditsPercentUsed(spentThisMonth: number, cap: number): number {
  if (cap <= 0) return spentThisMonth > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((spentThisMonth / cap) * 100)));
}
