import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { testPaymentObjects } from '../../db/schema';

/**
 * The test payment engine's own records, kept as Stripe keeps its objects on its side (in `test_payment_objects`):
 * checkout sessions, subscriptions, saved test cards and the events still to deliver.
 */
export interface TestCheckoutSession {
  id: string;
  /** payment: a credit pack; subscription: a plan; change-plan and cancel: a subscription change (the portal's). */
  mode: 'payment' | 'subscription' | 'change-plan' | 'cancel';
  status: 'open' | 'complete' | 'expired';
  description: string;
  packId?: string;
  planId?: string;
  subscriptionId?: string;
  /** Minor units, tax included; tax of it. */
  amount: number;
  tax: number;
  currency: string;
  customer: string;
  successUrl: string;
  cancelUrl: string;
  /** Seconds. */
  created: number;
  expiresAt: number;
  paymentIntent?: string;
}

export interface TestSubscription {
  id: string;
  customer: string;
  planId: string;
  status: 'active' | 'canceled';
  currency: string;
  /** Tax rate in percent, as at checkout. */
  taxRate: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export interface TestCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  primary: boolean;
  /** The test PaymentMethod it stands for (pm_card_visa, …). */
  paymentMethod: string;
}

export interface TestEvent {
  id: string;
  payload: string;
  delivered: boolean;
}

interface Kinds {
  checkout_session: TestCheckoutSession;
  subscription: TestSubscription;
  card: TestCard;
  event: TestEvent;
}

export type Kind = keyof Kinds;

export async function putObject<K extends Kind>(tx: Tx, kind: K, userId: string, object: Kinds[K] & { id: string }) {
  await tx
    .insert(testPaymentObjects)
    .values({ id: object.id, kind, userId, data: object as unknown as Record<string, unknown> })
    .onConflictDoUpdate({ target: testPaymentObjects.id, set: { data: object as unknown as Record<string, unknown> } });
}

export async function getObject<K extends Kind>(
  tx: Tx,
  kind: K,
  id: string,
  options: { userId?: string; forUpdate?: boolean } = {},
): Promise<(Kinds[K] & { userId: string }) | undefined> {
  const query = tx
    .select()
    .from(testPaymentObjects)
    .where(
      and(
        eq(testPaymentObjects.id, id),
        eq(testPaymentObjects.kind, kind),
        options.userId ? eq(testPaymentObjects.userId, options.userId) : undefined,
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? { ...(row.data as unknown as Kinds[K]), userId: row.userId } : undefined;
}

export async function listObjects<K extends Kind>(
  tx: Tx | Db,
  kind: K,
  where: { userId?: string; data?: Record<string, unknown> } = {},
): Promise<(Kinds[K] & { userId: string })[]> {
  const rows = await tx
    .select()
    .from(testPaymentObjects)
    .where(
      and(
        eq(testPaymentObjects.kind, kind),
        where.userId ? eq(testPaymentObjects.userId, where.userId) : undefined,
        where.data ? sql`${testPaymentObjects.data} @> ${JSON.stringify(where.data)}::jsonb` : undefined,
      ),
    )
    .orderBy(asc(testPaymentObjects.createdAt), asc(testPaymentObjects.id));
  return rows.map((row) => ({ ...(row.data as unknown as Kinds[K]), userId: row.userId }));
}

export async function deleteObject(tx: Tx, kind: Kind, id: string, userId: string) {
  const removed = await tx
    .delete(testPaymentObjects)
    .where(and(eq(testPaymentObjects.id, id), eq(testPaymentObjects.kind, kind), eq(testPaymentObjects.userId, userId)))
    .returning({ id: testPaymentObjects.id });
  return removed.length > 0;
}
