import {
  creditPackById,
  creditPacks,
  creditPurchaseCapPerDay,
  isPlanId,
  planIds,
  plans,
} from '@mediakit/api-client/plans';
import { and, eq, gte, sql } from 'drizzle-orm';
import { creditLedger, users } from '../db/schema';
import { invalid } from '../http/httpError';
import type { Services } from '../services';
import { billingContext } from './invoices';

/**
 * Where the payment engine may send the person back: a page of this product (the public URL, an allowed CORS origin,
 * or this server's own origin), never anywhere else (no open redirect through the payment pages).
 */
export function checkedReturnUrl(services: Services, value: unknown, serverOrigin: string): string {
  let url: URL;
  try {
    url = new URL(String(value ?? ''));
  } catch {
    throw invalid('The return URL must be a page of this app.');
  }
  const allowed = new Set([
    serverOrigin,
    ...services.config.corsOrigins,
    ...(services.config.publicUrl ? [new URL(services.config.publicUrl).origin] : []),
  ]);
  if (!['http:', 'https:'].includes(url.protocol) || !allowed.has(url.origin)) {
    throw invalid('The return URL must be a page of this app.');
  }
  return url.toString();
}

/** The account's customer at the payment engine, made on first use and kept. */
export async function customerOf(services: Services, userId: string): Promise<string> {
  const { user } = await billingContext(services.db, userId);
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const customerId = await services.payments.createCustomer({ id: user.id, email: user.email, name: user.name });
  // Two first checkouts at once make the same customer (the engine's idempotency key); the first id kept wins.
  await services.db
    .update(users)
    .set({ paymentCustomerId: customerId })
    .where(and(eq(users.id, userId), sql`${users.paymentCustomerId} is null`));
  const { user: after } = await billingContext(services.db, userId);
  return after.paymentCustomerId ?? customerId;
}

/** Credits bought in the last 24 hours (the packs' cap counts them). */
async function creditsBoughtToday(services: Services, userId: string) {
  const [row] = await services.db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, 'top-up'),
        gte(creditLedger.createdAt, new Date(Date.now() - 24 * 3600 * 1000)),
      ),
    );
  return row?.total ?? 0;
}

const packNames = creditPacks.map((pack) => pack.id).join(', ');

/**
 * Starts paying for a credit pack or a plan on the payment engine's page, and answers its URL. Nothing changes here:
 * credits and plans change when the engine reports the payment (`handlePaymentWebhook`). A subscriber's plan change
 * (or a move to the free plan, which cancels at the period's end) opens the engine's page to confirm it.
 */
export async function startCheckout(
  services: Services,
  userId: string,
  input: { pack?: string; plan?: string; returnUrl: string },
): Promise<{ url: string }> {
  const { user, currency, tax } = await billingContext(services.db, userId);
  const successUrl = withParam(input.returnUrl, 'checkout', 'success');
  const cancelUrl = withParam(input.returnUrl, 'checkout', 'cancelled');
  if (input.pack !== undefined) {
    const pack = creditPackById(input.pack);
    if (!pack) throw invalid(`Choose one of the credit packs: ${packNames}.`);
    const bought = await creditsBoughtToday(services, userId);
    if (bought + pack.credits > creditPurchaseCapPerDay) {
      throw invalid(
        `You can buy at most ${creditPurchaseCapPerDay.toLocaleString('en-US')} credits a day; you have bought ${bought.toLocaleString('en-US')} today.`,
      );
    }
    const customerId = await customerOf(services, userId);
    return services.payments.createCheckout({
      userId,
      customerId,
      currency,
      taxRate: tax.rate,
      purchase: { kind: 'pack', pack },
      successUrl,
      cancelUrl,
    });
  }
  if (!isPlanId(input.plan)) throw invalid(`The plan must be one of ${planIds.join(', ')}.`);
  const plan = plans[input.plan];
  if (user.plan === plan.id && !user.cancelAtPeriodEnd) throw invalid(`You are already on the ${plan.name} plan.`);
  const customerId = await customerOf(services, userId);
  if (user.subscriptionId) {
    return services.payments.createPortal({
      userId,
      customerId,
      returnUrl: successUrl,
      flow:
        plan.id === 'free'
          ? { kind: 'cancel', subscriptionId: user.subscriptionId }
          : { kind: 'change-plan', subscriptionId: user.subscriptionId, plan },
    });
  }
  if (plan.id === 'free') throw invalid(`You are already on the ${plans.free.name} plan.`);
  return services.payments.createCheckout({
    userId,
    customerId,
    currency,
    taxRate: tax.rate,
    purchase: { kind: 'plan', plan },
    successUrl,
    cancelUrl,
  });
}

export async function openPortal(services: Services, userId: string, returnUrl: string) {
  const customerId = await customerOf(services, userId);
  return services.payments.createPortal({ userId, customerId, returnUrl });
}

function withParam(url: string, name: string, value: string) {
  const next = new URL(url);
  next.searchParams.set(name, value);
  return next.toString();
}
