import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { activity, paymentCards } from '../db/schema';
import { newId } from '../accounts/secrets';
import { notFound } from '../http/httpError';
import type { Services } from '../services';
import type { CardDetails } from './payments';

export type CardRow = typeof paymentCards.$inferSelect;

export function cardJson(row: CardRow) {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    expiry: `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear).slice(-2)}`,
    holder: row.holder,
    primary: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCards(tx: Tx, userId: string) {
  return tx
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, userId))
    .orderBy(desc(paymentCards.isDefault), asc(paymentCards.createdAt));
}

/**
 * Saves a card with the payment provider and keeps brand, last four, expiry and holder (the number and CVC go to
 * the provider only). The first card, or one saved with `makeDefault`, becomes the default.
 */
export async function addCard(
  services: Services,
  userId: string,
  input: ({ card: CardDetails } | { token: string }) & { holder: string; makeDefault?: boolean },
) {
  const saved = await services.payments.saveCard('card' in input ? { card: input.card } : { token: input.token });
  return services.db.transaction(async (tx) => {
    const existing = await listCards(tx, userId);
    const isDefault = input.makeDefault === true || existing.length === 0;
    if (isDefault) await tx.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.userId, userId));
    const [row] = await tx
      .insert(paymentCards)
      .values({
        id: newId('card'),
        userId,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
        holder: input.holder.trim(),
        providerReference: saved.reference,
        isDefault,
      })
      .returning();
    await tx
      .insert(activity)
      .values({ userId, kind: 'billing', detail: `Card ${saved.brand} •••• ${saved.last4} added` });
    return row!;
  });
}

export async function makeDefaultCard(tx: Tx, userId: string, cardId: string) {
  const [card] = await tx
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId)))
    .limit(1);
  if (!card) throw notFound('Card not found.');
  await tx.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.userId, userId));
  await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, cardId));
  return { ...card, isDefault: true };
}

/** Removes a card (at the provider too); when it was the default, the oldest remaining card becomes it. */
export async function removeCard(services: Services, userId: string, cardId: string) {
  const card = await services.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(paymentCards)
      .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId)))
      .returning();
    if (!removed) throw notFound('Card not found.');
    if (removed.isDefault) {
      const [next] = await listCards(tx, userId);
      if (next) await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
    }
    await tx
      .insert(activity)
      .values({ userId, kind: 'billing', detail: `Card ${removed.brand} •••• ${removed.last4} removed` });
    return removed;
  });
  await services.payments.removeCard(card.providerReference).catch(() => undefined);
}

/**
 * Update Payment: a renewed card's new expiry goes to the payment provider, then the kept expiry follows (brand and
 * last four stay as they were; nothing else of the card is ever kept).
 */
/** The user's card `cardId`; anyone else's is as unknown as a made-up id. */
export async function findCard(services: Services, userId: string, cardId: string) {
  const [card] = await services.db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId)))
    .limit(1);
  if (!card) throw notFound('Card not found.');
  return card;
}

export async function updateCardExpiry(
  services: Services,
  userId: string,
  cardId: string,
  expiry: { expMonth: number; expYear: number },
) {
  const card = await findCard(services, userId, cardId);
  const saved = await services.payments.updateCard(card.providerReference, expiry);
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentCards)
      .set({ expMonth: saved.expMonth, expYear: saved.expYear })
      .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId)))
      .returning();
    if (!row) throw notFound('Card not found.');
    const shown = `${String(saved.expMonth).padStart(2, '0')}/${String(saved.expYear).slice(-2)}`;
    await tx
      .insert(activity)
      .values({ userId, kind: 'billing', detail: `Card ${row.brand} •••• ${row.last4} expiry updated to ${shown}` });
    return row;
  });
}
