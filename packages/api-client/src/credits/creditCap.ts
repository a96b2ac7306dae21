import { numberField, objectField } from '../json/fields';

export const defaultCreditCap = 100;

/** The spec's cap: credit_cap, else plan.credits_per_month, else 100. Takes a raw user object. */
export function creditCapOf(user: unknown): number {
  return (
    numberField(user, 'credit_cap') ?? numberField(objectField(user, 'plan'), 'credits_per_month') ?? defaultCreditCap
  );
}

/** Percent of the cap used, rounded, clamped to 0..100. */
export function creditsPercentUsed(credits: number, cap: number): number {
  if (cap <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(((cap - credits) / cap) * 100)));
}
