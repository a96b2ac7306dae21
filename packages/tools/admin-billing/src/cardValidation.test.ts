import { describe, expect, it } from 'vitest';
import { expiryState, luhnValid, validateCard } from './cardValidation';
import { adminBillingMessages as text } from './messages';

const now = new Date(Date.UTC(2026, 10, 24));
const good = { holder: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '04/30', cvc: '123', makeDefault: false };

describe('card rules', () => {
  it('checks the Luhn sum on 12 to 19 digits, spaces and dashes ignored', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000-0000-0000-0002')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('42424242424')).toBe(false);
    expect(luhnValid('4242 4242 4242 424a')).toBe(false);
  });

  it('takes an expiry of this month or later, as MM/YY', () => {
    expect(expiryState('11/26', now)).toBe('valid');
    expect(expiryState('10/26', now)).toBe('expired');
    expect(expiryState('13/30', now)).toBe('format');
    expect(expiryState('2030-04', now)).toBe('format');
  });

  it('gives each field its message, and none for a good card', () => {
    expect(validateCard(good, text, now)).toEqual({});
    expect(validateCard({ ...good, holder: '  ' }, text, now)).toEqual({ holder: "Enter the card holder's name." });
    expect(validateCard({ ...good, number: '1234 5678 9012 3456' }, text, now)).toEqual({
      number: 'The card number is not valid.',
    });
    expect(validateCard({ ...good, expiry: '4/30' }, text, now)).toEqual({ expiry: 'Enter the expiry as MM/YY.' });
    expect(validateCard({ ...good, expiry: '01/25' }, text, now)).toEqual({ expiry: 'The card has expired.' });
    expect(validateCard({ ...good, cvc: '12' }, text, now)).toEqual({ cvc: 'The CVC must be 3 or 4 digits.' });
    expect(validateCard({ ...good, cvc: '12345' }, text, now).cvc).toBe('The CVC must be 3 or 4 digits.');
    expect(validateCard({ ...good, cvc: '1234' }, text, now)).toEqual({});
  });
});
