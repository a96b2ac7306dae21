import { creditPackById, planByLookupKey, plans, seatLookupKey, type PlanId } from '@mediakit/api-client/plans';
import { and, count, eq, sql } from 'drizzle-orm';
import { newId } from '../accounts/secrets';
import { creditPaidInvoice, reversePaidInvoice } from '../credits/ledger';
import type { Tx } from '../db/database';
import { activity, invoices, paymentEvents, users, type InvoiceDetails } from '../db/schema';
import type { Services } from '../services';
import { WebhookRefused, type PaymentEngine } from './engines/paymentEngine';
import { readPaymentEvent, type InvoiceLine, type PaymentEvent } from './engines/paymentEvents';

/** An invoice line with the plan its price sells (by the Price's lookup key). */
type PlannedLine = InvoiceLine & { planId: PlanId | undefined; seat: boolean };

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The webhook: verifies the signature over the raw body, reads the event, asks the engine what the event only names
 * (prices' lookup keys, the payment that paid an invoice), then applies it in one transaction with the record of its
 * id, so an event delivered twice, or again after a crash mid-way, changes the balance once.
 */
export async function handlePaymentWebhook(
  services: Services,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const engine = services.payments;
  const event = readPaymentEvent(engine.verifyWebhook(rawBody, signature));
  if (!event.id) throw new WebhookRefused('The event has no id.');
  const lines =
    event.kind === 'invoice-paid' || event.kind === 'invoice-failed' ? await planLines(engine, event.lines) : [];
  const paymentRef =
    event.kind === 'invoice-paid' && !event.paymentRef ? await engine.paymentOfInvoice(event.invoice) : undefined;
  return services.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, engine: engine.name, type: event.type, createdAt: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!first) return 'duplicate';
    if (event.kind === 'ignored') return 'ignored';
    const user = await userOf(tx, event);
    // Another application's customer on the same Stripe account: recorded, nothing to do.
    if (!user) return 'ignored';
    await apply(tx, engine, event, user, lines, paymentRef);
    return 'applied';
  });
}

async function planLines(engine: PaymentEngine, lines: InvoiceLine[]): Promise<PlannedLine[]> {
  return Promise.all(
    lines.map(async (line) => {
      const key = line.priceId ? await engine.lookupKeyOfPrice(line.priceId) : undefined;
      return { ...line, planId: planByLookupKey(key), seat: key === seatLookupKey };
    }),
  );
}

type UserRow = typeof users.$inferSelect;

/** The account an event is about: by the engine's customer, else by the user id it carries (then linked). */
async function userOf(tx: Tx, event: PaymentEvent): Promise<UserRow | undefined> {
  if (event.customer) {
    const [byCustomer] = await tx.select().from(users).where(eq(users.paymentCustomerId, event.customer)).for('update');
    if (byCustomer) return byCustomer;
  }
  if (!event.userId) return undefined;
  const [byId] = await tx.select().from(users).where(eq(users.id, event.userId)).for('update');
  if (byId && event.customer && !byId.paymentCustomerId) {
    await tx.update(users).set({ paymentCustomerId: event.customer }).where(eq(users.id, byId.id));
  }
  return byId;
}

/** Our invoice for the engine's (one row per thing paid: its invoice or checkout session). */
async function upsertInvoice(
  tx: Tx,
  engine: PaymentEngine,
  event: PaymentEvent,
  row: {
    userId: string;
    providerInvoiceId: string;
    status: 'Paid' | 'Pending';
    amount: number;
    tax: number;
    currency: string;
    kind: 'top-up' | 'plan';
    description: string;
    credits: number;
    details?: InvoiceDetails;
    paymentRef?: string;
    payUrl?: string;
  },
) {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.engine, engine.name), eq(invoices.providerInvoiceId, row.providerInvoiceId)))
    .for('update');
  const paid = row.status === 'Paid';
  if (existing) {
    if (existing.status !== 'Pending' || !paid) return existing;
    const [updated] = await tx
      .update(invoices)
      .set({
        status: 'Paid',
        paidAt: new Date(event.created * 1000),
        providerReference: row.paymentRef ?? null,
        amountCents: row.amount,
        taxCents: row.tax,
        credits: row.credits,
      })
      .where(eq(invoices.id, existing.id))
      .returning();
    return updated!;
  }
  const id = newId('inv');
  const [{ value: issued } = { value: 0 }] = await tx.select({ value: count() }).from(invoices);
  const [created] = await tx
    .insert(invoices)
    .values({
      id,
      userId: row.userId,
      number: `MK-${new Date().getUTCFullYear()}-${String(issued + 1).padStart(6, '0')}-${id.slice(-4)}`,
      status: row.status,
      amountCents: row.amount,
      taxCents: row.tax,
      currency: row.currency,
      kind: row.kind,
      description: row.description,
      credits: row.credits,
      details: row.details ?? {},
      providerReference: row.paymentRef ?? null,
      engine: engine.name,
      livemode: event.livemode,
      providerInvoiceId: row.providerInvoiceId,
      payUrl: row.payUrl ?? null,
      issuedAt: new Date(event.created * 1000),
      paidAt: paid ? new Date(event.created * 1000) : null,
    })
    .returning();
  await tx
    .insert(activity)
    .values({ userId: row.userId, kind: 'billing', detail: `${row.description} (${created!.number})` });
  return created!;
}

/**
 * The credits a paid plan invoice brings: a month of the plan (creation, renewal), or on a change mid-period the new
 * plan's monthly credits less the old one's (never below zero: a downgrade brings none and takes none).
 */
export function planInvoiceCredits(lines: PlannedLine[]): number {
  const planned = lines.filter((line) => line.planId);
  if (!planned.some((line) => line.proration)) {
    return planned.reduce((sum, line) => sum + plans[line.planId!].creditsPerMonth * (line.amount < 0 ? 0 : 1), 0);
  }
  const delta = planned.reduce((sum, line) => sum + Math.sign(line.amount) * plans[line.planId!].creditsPerMonth, 0);
  return Math.max(0, delta);
}

/** Whether an event about the subscription is older than the last one applied (events may arrive in any order). */
const stale = (user: UserRow, created: number) =>
  user.subscriptionEventAt !== null && user.subscriptionEventAt.getTime() > created * 1000;

async function apply(
  tx: Tx,
  engine: PaymentEngine,
  event: PaymentEvent,
  user: UserRow,
  lines: PlannedLine[],
  enrichedPaymentRef: string | undefined,
) {
  const at = new Date(event.created * 1000);
  switch (event.kind) {
    case 'pack-paid': {
      const pack = creditPackById(event.packId);
      const invoice = await upsertInvoice(tx, engine, event, {
        userId: user.id,
        providerInvoiceId: event.session,
        status: 'Paid',
        amount: event.amount,
        tax: event.tax,
        currency: event.currency,
        kind: 'top-up',
        description: pack ? `Credit pack: ${pack.credits.toLocaleString('en-US')} credits` : 'Credit pack',
        credits: pack?.credits ?? 0,
        paymentRef: event.paymentRef,
      });
      await creditPaidInvoice(tx, user.id, invoice.id, invoice.credits, 'top-up');
      return;
    }
    case 'subscription-checkout': {
      if (event.subscription && !user.subscriptionId) {
        await tx.update(users).set({ subscriptionId: event.subscription }).where(eq(users.id, user.id));
      }
      return;
    }
    case 'invoice-paid':
    case 'invoice-failed': {
      const plan = lines.find((line) => line.planId && line.amount >= 0)?.planId;
      const paid = event.kind === 'invoice-paid';
      const credits = planInvoiceCredits(lines);
      const description =
        lines.find((line) => line.planId && line.amount >= 0)?.description ??
        (plan ? `${plans[plan].name} plan` : 'Subscription');
      const periodLine = lines.find((line) => line.planId === plan);
      const invoice = await upsertInvoice(tx, engine, event, {
        userId: user.id,
        providerInvoiceId: event.invoice,
        status: paid ? 'Paid' : 'Pending',
        amount: event.amount,
        tax: event.tax,
        currency: event.currency,
        kind: 'plan',
        description,
        credits,
        details: {
          ...(plan ? { plan } : {}),
          ...(periodLine?.periodStart ? { periodStart: new Date(periodLine.periodStart * 1000).toISOString() } : {}),
          ...(periodLine?.periodEnd ? { periodEnd: new Date(periodLine.periodEnd * 1000).toISOString() } : {}),
        },
        paymentRef: event.paymentRef ?? enrichedPaymentRef,
        payUrl: event.hostedUrl,
      });
      if (!paid) {
        await tx
          .insert(activity)
          .values({ userId: user.id, kind: 'billing', detail: `Payment failed: ${description}` });
        return;
      }
      await creditPaidInvoice(tx, user.id, invoice.id, credits, 'plan');
      // The plan follows its paid invoice too, unless a newer subscription event already said otherwise.
      if (plan && !stale(user, event.created) && event.billingReason !== 'subscription_update') {
        await tx
          .update(users)
          .set({
            plan,
            subscriptionId: event.subscription ?? user.subscriptionId,
            subscriptionStatus: 'active',
            ...(periodLine?.periodStart ? { planStartedAt: new Date(periodLine.periodStart * 1000) } : {}),
            ...(periodLine?.periodEnd ? { periodEndsAt: new Date(periodLine.periodEnd * 1000) } : {}),
            subscriptionEventAt: at,
          })
          .where(eq(users.id, user.id));
      }
      return;
    }
    case 'subscription-changed':
    case 'subscription-ended': {
      if (stale(user, event.created)) return;
      const ended =
        event.kind === 'subscription-ended' || ['canceled', 'unpaid', 'incomplete_expired'].includes(event.status);
      const plan = event.items.map((item) => planByLookupKey(item.lookupKey)).find(Boolean);
      const seats =
        1 +
        event.items.filter((item) => item.lookupKey === seatLookupKey).reduce((sum, item) => sum + item.quantity, 0);
      await tx
        .update(users)
        .set(
          ended
            ? {
                plan: 'free',
                subscriptionId: null,
                subscriptionStatus: 'canceled',
                cancelAtPeriodEnd: false,
                periodEndsAt: null,
                seats: 1,
                planStartedAt: at,
                subscriptionEventAt: at,
              }
            : {
                ...(plan ? { plan } : {}),
                subscriptionId: event.subscription,
                subscriptionStatus: event.status,
                cancelAtPeriodEnd: event.cancelAtPeriodEnd,
                seats,
                ...(event.periodStart ? { planStartedAt: new Date(event.periodStart * 1000) } : {}),
                ...(event.periodEnd ? { periodEndsAt: new Date(event.periodEnd * 1000) } : {}),
                subscriptionEventAt: at,
              },
        )
        .where(eq(users.id, user.id));
      if (ended || plan !== user.plan) {
        const name = plans[ended ? 'free' : (plan ?? 'free')].name;
        await tx.insert(activity).values({ userId: user.id, kind: 'billing', detail: `Plan changed to ${name}` });
      }
      return;
    }
    case 'refund': {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.engine, engine.name), eq(invoices.providerReference, event.paymentRef)))
        .for('update');
      if (!invoice) return;
      const refunded = Math.min(invoice.amountCents, Math.max(invoice.refundedCents, event.amountRefunded));
      const owed = invoice.amountCents > 0 ? Math.round((invoice.credits * refunded) / invoice.amountCents) : 0;
      const takeBack = owed - invoice.creditsReversed;
      if (takeBack > 0) await reversePaidInvoice(tx, user.id, invoice.id, takeBack);
      await tx
        .update(invoices)
        .set({
          refundedCents: refunded,
          creditsReversed: sql`${invoices.creditsReversed} + ${Math.max(0, takeBack)}`,
          ...(refunded >= invoice.amountCents ? { status: 'Refunded' } : {}),
        })
        .where(eq(invoices.id, invoice.id));
      await tx.insert(activity).values({
        userId: user.id,
        kind: 'billing',
        detail: `Refund of ${invoice.number}${takeBack > 0 ? `: ${takeBack} credits taken back` : ''}`,
      });
      return;
    }
  }
}
