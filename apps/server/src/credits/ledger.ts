import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { creditLedger, users } from '../db/schema';
import { HttpError } from '../http/httpError';

export type LedgerReason = 'job' | 'refund' | 'top-up' | 'plan' | 'signup' | 'admin' | 'reversal';

/** The start of the month `monthsBack` months before `now` (UTC). */
export function monthStart(now: Date, monthsBack = 0) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/**
 * Credits spent this month (UTC): the month's job charges less their refunds, from the ledger. The figure every
 * "used this month" shows (the credits menu, Your Plan & Usage), never the cap less the balance: top-ups and plan
 * grants are not spending.
 */
export async function creditsSpentThisMonth(tx: Tx, userId: string, now = new Date()): Promise<number> {
  const [row] = await tx
    .select({ spent: sql<number>`coalesce(-sum(${creditLedger.amount}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        inArray(creditLedger.reason, ['job', 'refund']),
        gte(creditLedger.createdAt, monthStart(now)),
      ),
    );
  return Math.max(0, row?.spent ?? 0);
}

/** The spec's 402: the client says 'Not enough credits. Need {required}, you have {have}.' */
export function notEnoughCredits(required: number, have: number) {
  return new HttpError(402, {
    message: `Not enough credits. Need ${required}, you have ${have}.`,
    required,
    have,
  });
}

/**
 * Takes `amount` credits for a job, in the caller's transaction: one conditional UPDATE, so concurrent charges can
 * never take the balance below zero, and one ledger row. Throws the 402 when the balance is short.
 */
export async function chargeForJob(tx: Tx, userId: string, amount: number, jobId: string): Promise<number> {
  if (amount === 0) {
    const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row?.credits ?? 0;
  }
  const [charged] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.credits, amount)))
    .returning({ credits: users.credits });
  if (!charged) {
    const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    throw notEnoughCredits(amount, row?.credits ?? 0);
  }
  await tx
    .insert(creditLedger)
    .values({ userId, amount: -amount, reason: 'job', jobId, balanceAfter: charged.credits });
  return charged.credits;
}

/**
 * Gives a job's credits back, once: the ledger's unique (job, reason) row decides, so a refund that races another
 * (a worker's failure and a cancel, or a retry after a crash) changes the balance only once. Returns whether this
 * call refunded.
 */
export async function refundJob(tx: Tx, userId: string, amount: number, jobId: string): Promise<boolean> {
  if (amount === 0) return false;
  const [entry] = await tx
    .insert(creditLedger)
    .values({ userId, amount, reason: 'refund', jobId, balanceAfter: 0 })
    .onConflictDoNothing({ target: [creditLedger.jobId, creditLedger.reason] })
    .returning({ id: creditLedger.id });
  if (!entry) return false;
  const [balance] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  await tx
    .update(creditLedger)
    .set({ balanceAfter: balance?.credits ?? 0 })
    .where(eq(creditLedger.id, entry.id));
  return true;
}

async function addToBalance(tx: Tx, userId: string, amount: number): Promise<number> {
  const [balance] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  if (!balance) throw new Error(`No user ${userId}`);
  return balance.credits;
}

/** A new account's starting credits, with its ledger row; returns the new balance. */
export async function grantSignupCredits(tx: Tx, userId: string, amount: number): Promise<number> {
  const credits = await addToBalance(tx, userId, amount);
  await tx.insert(creditLedger).values({ userId, amount, reason: 'signup', balanceAfter: credits });
  return credits;
}

/**
 * The credits a paid invoice brings (a credit pack, or a month of a plan), once: the ledger's unique (invoice, reason)
 * row decides, so the same payment reported twice grants once. Returns the new balance, or undefined when this
 * invoice had already granted them.
 */
export async function creditPaidInvoice(
  tx: Tx,
  userId: string,
  invoiceId: string,
  amount: number,
  reason: 'top-up' | 'plan',
): Promise<number | undefined> {
  if (amount <= 0) return undefined;
  const [entry] = await tx
    .insert(creditLedger)
    .values({ userId, amount, reason, invoiceId, balanceAfter: 0 })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!entry) return undefined;
  const credits = await addToBalance(tx, userId, amount);
  await tx.update(creditLedger).set({ balanceAfter: credits }).where(eq(creditLedger.id, entry.id));
  return credits;
}

/**
 * Takes back credits a refunded (or disputed) payment brought. The balance may go below zero: credits already spent
 * are a debt, which the next purchase pays off and which blocks every paid job meanwhile (a job needs a balance of
 * at least its cost). The caller decides how many, once per refund (see `reverseRefundedInvoice`).
 */
export async function reversePaidInvoice(tx: Tx, userId: string, invoiceId: string, amount: number): Promise<number> {
  const credits = await addToBalance(tx, userId, -amount);
  await tx
    .insert(creditLedger)
    .values({ userId, amount: -amount, reason: 'reversal', invoiceId, balanceAfter: credits });
  return credits;
}

/** An administrator's grant: the admin's id and their reason are kept on the ledger row. Returns the new balance. */
export async function adminGrant(
  tx: Tx,
  grant: { userId: string; amount: number; adminId: string; note: string },
): Promise<number> {
  const credits = await addToBalance(tx, grant.userId, grant.amount);
  await tx.insert(creditLedger).values({
    userId: grant.userId,
    amount: grant.amount,
    reason: 'admin',
    actorId: grant.adminId,
    note: grant.note,
    balanceAfter: credits,
  });
  return credits;
}
