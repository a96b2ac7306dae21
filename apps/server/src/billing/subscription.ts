import { isPlanName, type PlanName } from '../accounts/plans';
import type { Services } from '../services';
import { billingContext } from './invoices';
import { planPrices, seatPrices, type Currency } from './money';

/** A month after `from` (the same day, or the month's last when it has fewer days). */
export function monthAfter(from: Date): Date {
  const next = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, from.getUTCHours(), from.getUTCMinutes()),
  );
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/** What the next month of a subscription costs before tax: the plan and the seats beyond the first. */
export function renewalSubtotal(plan: PlanName, seats: number, currency: Currency) {
  if (plan === 'free') return 0;
  return planPrices[currency][plan] + Math.max(0, seats - 1) * seatPrices[currency];
}

/**
 * The account's next renewal as the payment engine last said (the end of the paid period): its date and what it
 * will cost (tax included); none on the free plan or when the subscription is cancelled at the period's end.
 */
export async function upcomingRenewal(services: Services, userId: string) {
  const { user, currency, tax } = await billingContext(services.db, userId);
  const plan = isPlanName(user.plan) ? user.plan : 'free';
  if (plan === 'free' || user.cancelAtPeriodEnd) return undefined;
  const subtotal = renewalSubtotal(plan, user.seats, currency);
  return {
    date: user.periodEndsAt ?? monthAfter(user.planStartedAt),
    subtotal,
    total: subtotal + Math.round((subtotal * tax.rate) / 100),
    currency,
  };
}
