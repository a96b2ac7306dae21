import { notATestCardMessage, testCardByNumber, type TestCard } from '@mediakit/api-client/plans';
import type { CheckoutMessages } from './messages';

/** What a person types into the test card form. */
export interface CardForm {
  number: string;
  /** MM / YY */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const emptyCard: CardForm = { number: '', expiry: '', cvc: '' };

const digits = (value: string) => value.replace(/\D/g, '');

function luhnValid(number: string) {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number grouped as on the card (4-4-4-4; American Express 4-6-5), as the person types it. */
export function formatCardNumber(value: string) {
  const number = digits(value).slice(0, 19);
  if (/^3[47]/.test(number))
    return [number.slice(0, 4), number.slice(4, 10), number.slice(10, 15)].filter(Boolean).join(' ');
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM / YY as the person types it. */
export function formatExpiry(value: string) {
  const typed = digits(value).slice(0, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)} / ${typed.slice(2)}` : typed;
}

export function readExpiry(value: string): { month: number; year: number } | undefined {
  const typed = digits(value);
  if (typed.length !== 4) return undefined;
  const month = Number(typed.slice(0, 2));
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(typed.slice(2)) };
}

/**
 * Checks the form as Stripe Elements would, then that the number is one of Stripe's test cards (the test engine takes
 * nothing else). Returns the errors per field, or the test card and the expiry to send: never the number itself.
 */
export function checkCard(
  form: CardForm,
  text: CheckoutMessages,
  now: Date,
): { errors: CardErrors } | { card: TestCard; expMonth: number; expYear: number } {
  const errors: CardErrors = {};
  const number = digits(form.number);
  const amex = /^3[47]/.test(number);
  if (number.length < (amex ? 15 : 16)) errors.number = text.numberIncomplete;
  else if (!luhnValid(number)) errors.number = text.numberInvalid;
  const expiry = readExpiry(form.expiry);
  if (!expiry) errors.expiry = text.expiryIncomplete;
  else if (new Date(Date.UTC(expiry.year, expiry.month, 0, 23, 59, 59)) < now) errors.expiry = text.expiryPast;
  if (digits(form.cvc).length < (amex ? 4 : 3)) errors.cvc = text.cvcIncomplete;
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  const card = testCardByNumber(number);
  if (!card) return { errors: { number: notATestCardMessage } };
  return { card, expMonth: expiry.month, expYear: expiry.year };
}
