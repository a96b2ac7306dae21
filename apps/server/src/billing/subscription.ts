import { and, eq } from 'drizzle-orm';
import { activity, invoices, users } from '../db/schema';
import { isPlanName, planOf, plans, type PlanName } from '../accounts/plans';
import { invalid } from '../http/httpError';
import type { Services } from '../services';
import { billingContext, payInvoice, purchase } from './invoices';
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

/** The account's next renewal: its date and what it will cost (tax included); none on the free plan. */
export async function upcomingRenewal(services: Services, userId: string) {
  const { user, currency, tax } = await billingContext(services.db, userId);
  const plan = isPlanName(user.plan) ? user.plan : 'free';
  if (plan === 'free') return undefined;
  const subtotal = renewalSubtotal(plan, user.seats, currency);
  return {
    date: monthAfter(user.planStartedAt),
    subtotal,
    total: subtotal + Math.round((subtotal * tax.rate) / 100),
    currency,
  };
}

/**
 * Changes the plan. A paid plan is bought at once for a month (its invoice brings the plan's monthly credits and
 * starts a new period); the free plan needs no payment and applies at once.
 */
export async function changePlan(services: Services, userId: string, next: string) {
  if (!isPlanName(next)) throw invalid(`The plan must be one of ${Object.keys(plans).join(', ')}.`);
  const { user, currency } = await billingContext(services.db, userId);
  if (user.plan === next) throw invalid(`You are already on the ${planOf(next).label} plan.`);
  if (next === 'free') {
    await services.db.transaction(async (tx) => {
      await tx.update(users).set({ plan: 'free', planStartedAt: new Date(), seats: 1 }).where(eq(users.id, userId));
      await tx.insert(activity).values({ userId, kind: 'billing', detail: 'Plan changed to Starter' });
    });
    return { invoice: undefined, credits: user.credits };
  }
  const start = new Date();
  return purchase(services, userId, {
    kind: 'plan',
    description: `${planOf(next).label} plan, one month`,
    subtotal: planPrices[currency][next],
    credits: planOf(next).creditsPerMonth,
    details: { plan: next, periodStart: start.toISOString(), periodEnd: monthAfter(start).toISOString() },
  });
}

/** Adds seats to a paid subscription: billed now for this month, and with every renewal. */
export async function addSeats(services: Services, userId: string, seats: number) {
  if (!Number.isInteger(seats) || seats < 1 || seats > 100) throw invalid('Add between 1 and 100 seats.');
  const { user, currency } = await billingContext(services.db, userId);
  if (user.plan === 'free') throw invalid('Seats come with a paid plan: change the plan first.');
  return purchase(services, userId, {
    kind: 'seats',
    description: `${seats} seat${seats === 1 ? '' : 's'}, this month`,
    subtotal: seats * seatPrices[currency],
    details: { seats },
  });
}

/**
 * Pay Early: pays the account's Pending invoices, or else its next renewal now (the period after the current one
 * is paid, with its credits, and the renewal date moves a month on).
 */
export async function payEarly(services: Services, userId: string) {
  const pending = await services.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'Pending')));
  if (pending.length) {
    const paid = [];
    for (const { id } of pending) paid.push(await payInvoice(services, userId, id));
    return { invoices: paid.map((result) => result.invoice), credits: paid.at(-1)?.credits };
  }
  const { user } = await billingContext(services.db, userId);
  const renewal = await upcomingRenewal(services, userId);
  if (!renewal) throw invalid('There is nothing to pay: the free plan has no renewal.');
  const plan = user.plan as PlanName;
  const { invoice, credits } = await purchase(services, userId, {
    kind: 'plan',
    description: `${planOf(plan).label} plan renewal, paid early (from ${renewal.date.toISOString().slice(0, 10)})`,
    subtotal: renewal.subtotal,
    credits: planOf(plan).creditsPerMonth,
    details: { plan, periodStart: renewal.date.toISOString(), periodEnd: monthAfter(renewal.date).toISOString() },
  });
  return { invoices: [invoice], credits };
}
