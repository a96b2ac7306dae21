import { randomToken } from '../accounts/secrets';
import { HttpError } from '../http/httpError';

export interface Charge {
  userId: string;
  /** In the currency's minor unit (cents, paise). */
  amountCents: number;
  currency: string;
  description: string;
  /** The provider's reference of the card to charge (the account's default), when it has one. */
  cardReference?: string;
  /**
   * The same key charges once however often it is sent (paying one invoice twice at the same moment); providers take
   * it as their idempotency key.
   */
  idempotencyKey?: string;
}

/** A card as a person types it; it goes to the provider and is never stored or logged here. */
export interface CardDetails {
  holder: string;
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What is kept of a card: the provider's reference and what a person recognises it by. */
export interface SavedCard {
  reference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Takes money and keeps cards. A real provider (Stripe, Razorpay, ...) collects card numbers in its own hosted fields
 * and hands the browser a token, which reaches `saveCard` as `{ token }`; no card number then ever reaches this
 * server. Only the provider's references and the brand, last four digits and expiry are stored.
 */
export interface PaymentProvider {
  readonly name: string;
  saveCard(input: { card: CardDetails } | { token: string }): Promise<SavedCard>;
  removeCard(reference: string): Promise<void>;
  /** A renewed card's new expiry (Stripe: update the card's exp_month/exp_year); what the provider now holds. */
  updateCard(reference: string, expiry: { expMonth: number; expYear: number }): Promise<SavedCard>;
  charge(charge: Charge): Promise<{ reference: string; status: 'paid' | 'pending' }>;
}

/** A refusal by the payment provider, said so that the person can act on it (422). */
export class PaymentError extends HttpError {
  constructor(message: string) {
    super(422, { message, details: message });
  }
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** The card network by the number's first digits. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  if (/^(60|81|82|508|353|356)/.test(number)) return 'RuPay';
  if (/^35/.test(number)) return 'JCB';
  return 'Card';
}

/**
 * The built-in provider for development and tests: it checks a card as a real one would (number, expiry, CVC),
 * keeps a reference to it in memory, and every charge succeeds at once and says it is a test. The card number
 * 4000 0000 0000 0002 is declined at charge, like the payment networks' test card.
 */
export function createTestPaymentProvider(now = () => new Date()): PaymentProvider {
  const declined = new Set<string>();
  const saved = new Map<string, SavedCard>();
  const checkExpiry = (expMonth: number, expYear: number) => {
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
      throw new PaymentError('The expiry month must be between 1 and 12.');
    }
    if (new Date(Date.UTC(expYear, expMonth, 0, 23, 59, 59)) < now()) throw new PaymentError('The card has expired.');
  };
  const charged = new Map<string, { reference: string; status: 'paid' }>();
  return {
    name: 'test',
    async saveCard(input) {
      if ('token' in input) throw new PaymentError('This server takes card details directly (test payments).');
      const { card } = input;
      const number = card.number.replace(/[\s-]/g, '');
      if (!card.holder.trim()) throw new PaymentError("Enter the card holder's name.");
      if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw new PaymentError('The card number is not valid.');
      checkExpiry(card.expMonth, card.expYear);
      const brand = cardBrand(number);
      if (!(brand === 'American Express' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) {
        throw new PaymentError(`The security code must be ${brand === 'American Express' ? 4 : 3} digits.`);
      }
      const reference = `test_card_${randomToken(12)}`;
      if (number === '4000000000000002') declined.add(reference);
      const kept = { reference, brand, last4: number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
      saved.set(reference, kept);
      return kept;
    },
    async removeCard(reference) {
      declined.delete(reference);
      saved.delete(reference);
    },
    async updateCard(reference, { expMonth, expYear }) {
      const card = saved.get(reference);
      // A card saved before this process started (the test provider keeps cards in memory) is taken as it is stored.
      checkExpiry(expMonth, expYear);
      const updated = { ...(card ?? { reference, brand: 'Card', last4: '' }), expMonth, expYear };
      saved.set(reference, updated);
      return updated;
    },
    async charge(charge) {
      if (charge.cardReference && declined.has(charge.cardReference)) {
        throw new PaymentError('The card was declined. Use another card.');
      }
      const earlier = charge.idempotencyKey ? charged.get(charge.idempotencyKey) : undefined;
      if (earlier) return earlier;
      const result = { reference: `test_${randomToken(12)}`, status: 'paid' as const };
      if (charge.idempotencyKey) charged.set(charge.idempotencyKey, result);
      return result;
    },
  };
}
