/**
 * The test cards of the built-in test payment engine: Stripe's own test card numbers, each with the test
 * PaymentMethod Stripe names it by (`pm_card_…`) and the outcome Stripe's test mode gives it, in Stripe's words. The
 * test checkout page turns a typed number into its PaymentMethod in the browser, so no card number is ever sent to
 * our server, in test mode either; the server accepts only these PaymentMethods.
 */
export interface TestCard {
  number: string;
  paymentMethod: string;
  brand: string;
  /** undefined: the payment succeeds. */
  decline?: { code: string; message: string };
}

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', brand: 'Visa' },
  { number: '5555555555554444', paymentMethod: 'pm_card_mastercard', brand: 'Mastercard' },
  { number: '378282246310005', paymentMethod: 'pm_card_amex', brand: 'American Express' },
  {
    number: '4000000000000002',
    paymentMethod: 'pm_card_chargeDeclined',
    brand: 'Visa',
    decline: { code: 'generic_decline', message: 'Your card was declined.' },
  },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'Visa',
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  {
    number: '4000000000000069',
    paymentMethod: 'pm_card_chargeDeclinedExpiredCard',
    brand: 'Visa',
    decline: { code: 'expired_card', message: 'Your card has expired.' },
  },
];

/** What every money screen says while the test engine (or Stripe's test mode) runs. */
export const testModeNotice = 'Test mode: no real money moves';

/** The refusal of a number that is not one of the test cards (Stripe's test mode refuses real cards too). */
export const notATestCardMessage =
  'Your card was declined: this is test mode, which takes test cards only, such as 4242 4242 4242 4242.';

export const testCardByNumber = (number: string) =>
  testCards.find((card) => card.number === number.replace(/[\s-]/g, ''));

export const testCardByPaymentMethod = (paymentMethod: unknown) =>
  testCards.find((card) => card.paymentMethod === paymentMethod);
