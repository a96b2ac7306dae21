import type { AdminBillingMessages } from './messages';

export interface CardForm {
  holder: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  makeDefault: boolean;
}

export type CardErrors = Partial<Record<'holder' | 'number' | 'expiry' | 'cvc', string>>;

/** The Luhn checksum every card number carries, on 12 to 19 digits (spaces and dashes ignored). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'valid' when MM/YY names this month or a later one (a card works to its month's last day). */
export function expiryState(expiry: string, now: Date): 'valid' | 'format' | 'expired' {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'format';
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? 'expired' : 'valid';
}

/** Every field's first broken rule, in the messages' words; empty when the card may go to the server. */
export function validateCard(card: CardForm, messages: AdminBillingMessages, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!card.holder.trim()) errors.holder = messages.cardErrors.holder;
  if (!luhnValid(card.number)) errors.number = messages.cardErrors.number;
  const expiry = expiryState(card.expiry, now);
  if (expiry === 'format') errors.expiry = messages.cardErrors.expiryFormat;
  if (expiry === 'expired') errors.expiry = messages.cardErrors.expired;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = messages.cardErrors.cvc;
  return errors;
}

/** The expiry as MM/YY, whatever spacing was typed. */
export const normalExpiry = (expiry: string) => expiry.replace(/\s/g, '');

export const isBillingEmail = (email: string) => !email.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
