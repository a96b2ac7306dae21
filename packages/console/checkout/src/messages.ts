import { testModeNotice } from '@mediakit/api-client/plans';

/** Every text of the test payment pages, for translation. Card errors are in Stripe Elements' words. */
export const checkoutMessages = {
  title: 'Checkout',
  cardsTitle: 'Payment cards',
  testMode: testModeNotice,
  testModeHint:
    'Use the test card 4242 4242 4242 4242 with any future expiry and any CVC; 4000 0000 0000 0002 is declined. Real cards are refused.',
  loading: 'Loading the checkout…',
  loadFailed: 'The checkout could not be loaded. Try again.',
  notFound: 'This checkout does not exist, or it is not yours.',
  retry: 'Retry',
  total: 'Total',
  tax: 'Tax',
  numberLabel: 'Card number',
  expiryLabel: 'Expiry (MM / YY)',
  cvcLabel: 'CVC',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  /** Paying a credit pack or a plan's first month, e.g. 'Pay $3.00'. */
  pay: 'Pay {amount}',
  subscribe: 'Subscribe for {amount} a month',
  confirmChange: 'Confirm and pay {amount}',
  confirmFree: 'Confirm',
  paying: 'Processing…',
  savedCard: 'Pay with the saved {brand} ending in {last4}',
  useAnotherCard: 'Use another card',
  paid: 'Payment complete. Taking you back…',
  alreadyPaid: 'This checkout is already complete.',
  expired: 'This checkout has expired. Start again from the page you came from.',
  back: 'Back without paying',
  failed: 'The payment could not be made. Try again.',
  // The card page (the test engine's portal).
  cardsIntro:
    'The test engine keeps these test cards for your subscription: only the brand, last four digits and expiry.',
  cardsEmpty: 'No card yet. A card is saved when you subscribe to a plan, or add one here.',
  cardName: '{brand} ending in {last4}',
  cardExpires: 'Expires {expiry}',
  defaultCard: 'Default',
  makeDefault: 'Make default',
  makeDefaultOf: 'Make default: {card}',
  remove: 'Remove',
  removeOf: 'Remove {card}',
  addCard: 'Add a test card',
  saveCard: 'Save card',
  savingCard: 'Saving…',
  cardAdded: '{card} added.',
  cardRemoved: '{card} removed.',
  cardDefault: '{card} is now the default card.',
  returnLink: 'Back to billing',
} as const;

export type CheckoutMessages = { [Key in keyof typeof checkoutMessages]: string };
