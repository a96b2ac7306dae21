import type { CreditPack, Currency, PlanDefinition } from '@mediakit/api-client/plans';
import { HttpError } from '../../http/httpError';

/** What a checkout sells: a credit pack (a one-time payment) or a plan (a monthly subscription). */
export type Purchase = { kind: 'pack'; pack: CreditPack } | { kind: 'plan'; plan: PlanDefinition };

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  currency: Currency;
  purchase: Purchase;
  /** Where the engine sends the person after paying ({CHECKOUT_SESSION_ID} is replaced by the session's id). */
  successUrl: string;
  /** Where it sends them when they go back without paying. */
  cancelUrl: string;
  /** The account's tax rate in percent (the test engine adds it; Stripe computes tax with Stripe Tax when set up). */
  taxRate?: number;
}

/** A change to an existing subscription, confirmed by the person on the engine's page. */
export type PortalFlow =
  { kind: 'change-plan'; subscriptionId: string; plan: PlanDefinition } | { kind: 'cancel'; subscriptionId: string };

/** A card the engine holds for a customer: what a person recognises it by, never its number. */
export interface EngineCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  primary: boolean;
}

/**
 * A payment engine: Stripe (`stripeEngine`) or the built-in test engine (`testEngine`), which behaves like Stripe's
 * test mode. Card numbers never reach our server: checkout, the card list and plan changes happen on the engine's
 * pages (Stripe Checkout and the Customer Portal, or the test engine's pages), and what was paid comes back as
 * signed, Stripe-shaped events that `handlePaymentWebhook` verifies and fulfilment applies once.
 */
export interface PaymentEngine {
  readonly name: 'stripe' | 'test';
  /** No real money moves: the test engine, or Stripe with a test key. */
  readonly testMode: boolean;
  /** Makes the engine's customer for an account (once: the id is kept on the account). */
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /** A hosted checkout page for one purchase. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The customer portal (cards, invoices, the subscription), optionally opened on one change to confirm. */
  createPortal(request: { customerId: string; userId: string; returnUrl: string; flow?: PortalFlow }): Promise<{
    url: string;
  }>;
  /** The cards the engine holds for a customer. */
  listCards(customerId: string): Promise<EngineCard[]>;
  /** Verifies a webhook's signature over its raw body and returns the event (a WebhookRefused when it fails). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Record<string, unknown>;
  /** The lookup key of one of the engine's prices (invoice lines name prices by id). */
  lookupKeyOfPrice(priceId: string): Promise<string | undefined>;
  /** Refunds a payment (pi_…), wholly or `amount` of it; the engine then reports it as a charge.refunded event. */
  refund(paymentRef: string, amount?: number): Promise<void>;
  /** The payment (pi_…) that paid an invoice, for matching a later refund to it. */
  paymentOfInvoice(invoiceId: string): Promise<string | undefined>;
  /** Stops timers (the test engine's event deliveries and renewals). */
  close?(): Promise<void>;
}

/** A webhook whose signature or body does not check out: 400, nothing applied. */
export class WebhookRefused extends HttpError {
  constructor(message: string) {
    super(400, { message });
  }
}
