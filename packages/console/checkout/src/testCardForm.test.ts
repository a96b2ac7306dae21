import { notATestCardMessage } from '@mediakit/api-client/plans';
import { describe, expect, it } from 'vitest';
import { checkoutMessages as text } from './messages';
import { checkCard, formatCardNumber, formatExpiry } from './testCardForm';

const now = new Date('2026-11-28T12:00:00Z');

describe('the test card form', () => {
  it('groups the number as on the card and the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782 822463 10005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('says what is missing in Stripe Elements’ words', () => {
    expect(checkCard({ number: '4242', expiry: '12', cvc: '1' }, text, now)).toEqual({
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
    });
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '123' }, text, now)).toEqual({
      errors: { number: 'Your card number is invalid.', expiry: "Your card's expiration date is in the past." },
    });
    // American Express has a 15-digit number and a 4-digit CVC.
    expect(checkCard({ number: '378282246310005', expiry: '12/30', cvc: '123' }, text, now)).toEqual({
      errors: { cvc: "Your card's security code is incomplete." },
    });
  });

  it('turns a test card into its PaymentMethod and refuses any other card', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, text, now)).toMatchObject({
      card: { paymentMethod: 'pm_card_visa' },
      expMonth: 12,
      expYear: 2030,
    });
    expect(checkCard({ number: '4000 0000 0000 0002', expiry: '12 / 30', cvc: '123' }, text, now)).toMatchObject({
      card: { paymentMethod: 'pm_card_chargeDeclined', decline: { message: 'Your card was declined.' } },
    });
    expect(checkCard({ number: '4111 1111 1111 1111', expiry: '12 / 30', cvc: '123' }, text, now)).toEqual({
      errors: { number: notATestCardMessage },
    });
  });
});
