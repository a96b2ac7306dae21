import { notATestCardMessage, testCardByPaymentMethod } from '@mediakit/api-client/plans';
import { newId } from '../../accounts/secrets';
import type { Db } from '../../db/database';
import { HttpError, invalid } from '../../http/httpError';
import type { EngineCard } from './paymentEngine';
import { listObjects, putObject, type TestCard } from './testEngineStore';

/** A card as the test checkout sends it: the test PaymentMethod and what the person sees of the card. */
export interface TestCardInput {
  paymentMethod: string;
  expMonth: number;
  expYear: number;
}

/** Stripe's answer to a declined card: 402, its decline code and words. */
export class CardDeclined extends HttpError {
  constructor(code: string, message: string) {
    super(402, { message, details: message, decline_code: code });
  }
}

export const cardJson = (card: TestCard): EngineCard => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  primary: card.primary,
});

/** The test engine's saved cards: Stripe's test cards only, one default, an expired card refused. */
export function testCardWallet(db: Db, now: () => Date) {
  async function cardsOf(userId: string) {
    return listObjects(db, 'card', { userId });
  }

  function checkCard(card: TestCardInput) {
    const test = testCardByPaymentMethod(card.paymentMethod);
    if (!test) throw invalid(notATestCardMessage);
    const expiry = new Date(Date.UTC(card.expYear, card.expMonth, 0, 23, 59, 59));
    if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || expiry < now()) {
      throw invalid("Your card's expiration date is in the past.");
    }
    return test;
  }

  async function saveCard(userId: string, card: TestCardInput, makePrimary: boolean) {
    const test = checkCard(card);
    const existing = await cardsOf(userId);
    const same = existing.find(
      (saved) =>
        saved.paymentMethod === card.paymentMethod &&
        saved.expMonth === card.expMonth &&
        saved.expYear === card.expYear,
    );
    const primary = makePrimary || existing.length === 0 || Boolean(same?.primary);
    if (primary)
      for (const other of existing)
        if (other.primary) await putObject(db, 'card', userId, { ...other, primary: false });
    const saved: TestCard = {
      id: same?.id ?? newId('pm_test'),
      brand: test.brand,
      last4: test.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      primary,
      paymentMethod: card.paymentMethod,
    };
    await putObject(db, 'card', userId, saved);
    return saved;
  }

  return { cardsOf, checkCard, saveCard };
}
