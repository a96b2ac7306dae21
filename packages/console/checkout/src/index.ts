import { withConsoleBoundary } from '@mediakit/console-kit';
import { TestCards as TestCardsView } from './TestCards';
import { TestCheckout as TestCheckoutView } from './TestCheckout';
import { checkoutMessages } from './messages';

/** The screens inside their error boundary: a missing client or a crash shows a message in the screen's box. */
export const TestCheckout = /* @__PURE__ */ withConsoleBoundary(TestCheckoutView, checkoutMessages.title);
export const TestCards = /* @__PURE__ */ withConsoleBoundary(TestCardsView, checkoutMessages.cardsTitle);
export type { TestCheckoutProps } from './TestCheckout';
export type { TestCardsProps } from './TestCards';
export { useTestCheckout, type PayState, type TestCheckoutState, type UseTestCheckoutOptions } from './useTestCheckout';
export { useTestCards, type TestCardsState, type UseTestCardsOptions } from './useTestCards';
export type { CardErrors, CardForm } from './testCardForm';
export { checkoutMessages, type CheckoutMessages } from './messages';
