import { creditPacks, planList, seatLookupKey } from '@mediakit/api-client/plans';
import Stripe from 'stripe';
import type { CheckoutRequest, EngineCard, PaymentEngine, PortalFlow } from './paymentEngine';
import { WebhookRefused } from './paymentEngine';

export interface StripeEngineOptions {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Another API base (tests point the SDK at a stand-in): host, port, protocol. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Every lookup key the product sells: the plans' monthly prices, the seat and the credit packs. */
export const sellableLookupKeys = [
  ...planList.flatMap((plan) => (plan.stripeLookupKey ? [plan.stripeLookupKey] : [])),
  seatLookupKey,
  ...creditPacks.map((pack) => pack.stripeLookupKey),
];

/**
 * Stripe on its official SDK. Prices are found by their lookup keys (docs/payments.md lists them), so the same code
 * runs against any Stripe account with those Prices; amounts in other currencies come from each Price's
 * `currency_options`.
 */
export function createStripeEngine(options: StripeEngineOptions): PaymentEngine {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    appInfo: { name: 'Mediakit' },
    ...(options.api ?? {}),
  });
  let prices: Promise<Map<string, string>> | undefined;
  const priceKeys = new Map<string, string>();

  /** Lookup key to price id, fetched once (and again after a failure). */
  async function priceIds() {
    prices ??= (async () => {
      const found = new Map<string, string>();
      // At most 10 lookup keys per list call.
      for (let start = 0; start < sellableLookupKeys.length; start += 10) {
        const page = await stripe.prices.list({
          lookup_keys: sellableLookupKeys.slice(start, start + 10),
          active: true,
          limit: 10,
        });
        for (const price of page.data) {
          if (!price.lookup_key) continue;
          found.set(price.lookup_key, price.id);
          priceKeys.set(price.id, price.lookup_key);
        }
      }
      return found;
    })().catch((error: unknown) => {
      prices = undefined;
      throw error;
    });
    return prices;
  }

  async function priceFor(lookupKey: string) {
    const id = (await priceIds()).get(lookupKey);
    if (!id) throw new Error(`Stripe has no active Price with the lookup key ${lookupKey} (see docs/payments.md).`);
    return id;
  }

  /**
   * A cancel opens the portal on its cancel flow. A plan change opens the portal's home, where the customer picks the
   * plan among those the portal offers (its configuration lists the plans' Prices: docs/payments.md): the description
   * of the API we validate against (stripe-fixture) has no flow for a given plan change.
   */
  function portalFlow(
    flow: PortalFlow,
    returnUrl: string,
  ): Stripe.BillingPortal.SessionCreateParams.FlowData | undefined {
    if (flow.kind !== 'cancel') return undefined;
    return {
      type: 'subscription_cancel',
      subscription_cancel: { subscription: flow.subscriptionId },
      after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
    };
  }

  return {
    name: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_') || options.secretKey.startsWith('rk_test_'),
    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { user_id: user.id } },
        { idempotencyKey: `mediakit-customer-${user.id}` },
      );
      return customer.id;
    },
    async createCheckout(request: CheckoutRequest) {
      const { purchase } = request;
      const common = {
        customer: request.customerId,
        client_reference_id: request.userId,
        currency: request.currency.toLowerCase(),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      };
      const session =
        purchase.kind === 'pack'
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'payment',
              line_items: [{ price: await priceFor(purchase.pack.stripeLookupKey), quantity: 1 }],
              metadata: { user_id: request.userId, pack: purchase.pack.id },
              payment_intent_data: { metadata: { user_id: request.userId, pack: purchase.pack.id } },
            })
          : await stripe.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              line_items: [{ price: await priceFor(purchase.plan.stripeLookupKey!), quantity: 1 }],
              metadata: { user_id: request.userId, plan: purchase.plan.id },
              subscription_data: { metadata: { user_id: request.userId, plan: purchase.plan.id } },
            });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
      return { id: session.id, url: session.url };
    },
    async createPortal({ customerId, returnUrl, flow }) {
      const flowData = flow ? portalFlow(flow, returnUrl) : undefined;
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(flowData ? { flow_data: flowData } : {}),
      });
      return { url: session.url };
    },
    async listCards(customerId) {
      const [methods, customer] = await Promise.all([
        stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 20 }),
        stripe.customers.retrieve(customerId),
      ]);
      const defaultMethod =
        'deleted' in customer && customer.deleted ? undefined : customer.invoice_settings?.default_payment_method;
      const defaultId = typeof defaultMethod === 'string' ? defaultMethod : defaultMethod?.id;
      return methods.data.flatMap((method): EngineCard[] =>
        method.card
          ? [
              {
                id: method.id,
                brand: method.card.display_brand ?? method.card.brand,
                last4: method.card.last4,
                expMonth: method.card.exp_month,
                expYear: method.card.exp_year,
                primary: method.id === defaultId,
              },
            ]
          : [],
      );
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookRefused('The Stripe-Signature header is missing.');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret) as unknown as Record<
          string,
          unknown
        >;
      } catch (error) {
        throw new WebhookRefused(error instanceof Error ? error.message : 'The webhook signature is not valid.');
      }
    },
    async lookupKeyOfPrice(priceId) {
      if (!priceKeys.has(priceId)) await priceIds().catch(() => undefined);
      if (!priceKeys.has(priceId)) {
        const price = await stripe.prices.retrieve(priceId);
        if (price.lookup_key) priceKeys.set(price.id, price.lookup_key);
      }
      return priceKeys.get(priceId);
    },
    async refund(paymentRef, amount) {
      await stripe.refunds.create(
        { payment_intent: paymentRef, ...(amount !== undefined ? { amount } : {}) },
        { idempotencyKey: `mediakit-refund-${paymentRef}-${amount ?? 'all'}` },
      );
    },
    async paymentOfInvoice(invoiceId) {
      // Since 2025-03-31 an invoice names its payments (expanded here); before, its payment_intent.
      const invoice = (await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] })) as unknown as {
        payments?: { data?: { status?: string; payment?: { payment_intent?: string | { id: string } } }[] };
        payment_intent?: string | { id: string } | null;
      };
      const payments = invoice.payments?.data ?? [];
      const intent =
        (payments.find((payment) => payment.status === 'paid') ?? payments[0])?.payment?.payment_intent ??
        invoice.payment_intent ??
        undefined;
      return typeof intent === 'string' ? intent : intent?.id;
    },
  };
}
