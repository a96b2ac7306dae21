import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { isPlanName, planOf, plans } from '../accounts/plans';
import type { Services } from '../services';
import { spendingByMonth } from '../usage/usage';
import { billingContext } from './invoices';
import { moneyJson, packPricePer1000, planPrices, seatPrices, type Currency } from './money';
import { periodOf, statementPath } from './statement';
import { upcomingRenewal } from './subscription';

/** The plans with their prices in a currency (the pricing page, Change Plan). */
export function planList(currency: Currency, locale: string) {
  return Object.entries(plans).map(([name, plan]) => ({
    name,
    label: plan.label,
    credits_per_month: plan.creditsPerMonth,
    resolutions: plan.resolutions,
    price: moneyJson(planPrices[currency][name as keyof typeof plans], currency, locale),
  }));
}

/** An account's billing at a glance: plan and seats, renewal, what is owed, prices, usage, the card, the statement. */
export async function billingOverview(services: Services, userId: string, base: string) {
  const { user, currency, locale, tax } = await billingContext(services.db, userId);
  const plan = isPlanName(user.plan) ? user.plan : 'free';
  const money = (minor: number) => moneyJson(minor, currency, locale);
  const [renewal, usage, [pending]] = await Promise.all([
    upcomingRenewal(services, userId),
    spendingByMonth(services.db, userId),
    services.db
      .select({ total: sql<number>`coalesce(sum(${invoices.amountCents}), 0)`.mapWith(Number) })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.status, 'Pending'), eq(invoices.currency, currency))),
  ]);
  const allowance = user.creditCap ?? planOf(plan).creditsPerMonth;
  return {
    plan: {
      name: plan,
      label: planOf(plan).label,
      credits_per_month: planOf(plan).creditsPerMonth,
      price: money(planPrices[currency][plan]),
    },
    currency,
    locale,
    seats: user.seats,
    seat_price: money(seatPrices[currency]),
    renews_at: renewal ? renewal.date.toISOString().slice(0, 10) : null,
    next_invoice: renewal ? { date: renewal.date.toISOString().slice(0, 10), ...money(renewal.total) } : null,
    pending: money(pending?.total ?? 0),
    tax: { rate: tax.rate, label: tax.label },
    /** Credits beyond the plan's are bought in packs: the best pack's price per 1,000 (the demo's "overage per 1k"). */
    overage_rate: money(packPricePer1000(currency)),
    credits: { balance: user.credits, used_this_month: usage.at(-1)?.credits ?? 0, allowance },
    usage,
    statement_url: base + statementPath(services.config.secret, userId, periodOf(new Date())),
    subscription: { status: user.subscriptionStatus, cancel_at_period_end: user.cancelAtPeriodEnd },
    payments: { engine: services.payments.name, test_mode: services.payments.testMode },
  };
}

export type BillingOverview = Awaited<ReturnType<typeof billingOverview>>;
