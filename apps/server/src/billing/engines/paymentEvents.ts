import type { Currency } from '@mediakit/api-client/plans';

/**
 * A payment event as fulfilment applies it, read from a verified Stripe-shaped event (`readPaymentEvent`). Both
 * engines' events are Stripe's shapes, so this is the one reading of them. Amounts in minor units; times in seconds.
 */
export type PaymentEvent = {
  /** The engine's event id: an event is applied once. */
  id: string;
  /** The engine's event type, as it came. */
  type: string;
  created: number;
  livemode: boolean;
  /** The engine's customer (cus_…). */
  customer: string | undefined;
  /** Our user id where the engine carried it (client_reference_id, metadata.user_id). */
  userId: string | undefined;
} & (
  | {
      kind: 'pack-paid';
      /** The checkout session (cs_…): the thing paid. */
      session: string;
      packId: string | undefined;
      paymentRef: string | undefined;
      amount: number;
      tax: number;
      currency: string;
    }
  | { kind: 'subscription-checkout'; session: string; subscription: string | undefined }
  | {
      kind: 'invoice-paid' | 'invoice-failed';
      invoice: string;
      number: string | undefined;
      subscription: string | undefined;
      billingReason: string | undefined;
      amount: number;
      tax: number;
      currency: string;
      hostedUrl: string | undefined;
      /** The payment that paid it, where the event says (else the engine is asked). */
      paymentRef: string | undefined;
      lines: InvoiceLine[];
    }
  | {
      kind: 'subscription-changed' | 'subscription-ended';
      subscription: string;
      status: string;
      /** The lookup keys of its items' prices, with their quantities. */
      items: { lookupKey: string | undefined; priceId: string | undefined; quantity: number }[];
      cancelAtPeriodEnd: boolean;
      periodStart: number | undefined;
      periodEnd: number | undefined;
    }
  | { kind: 'refund'; paymentRef: string; amount: number; amountRefunded: number; currency: string }
  | { kind: 'ignored' }
);

export interface InvoiceLine {
  priceId: string | undefined;
  amount: number;
  quantity: number;
  proration: boolean;
  periodStart: number | undefined;
  periodEnd: number | undefined;
  description: string | undefined;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const int = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);
/** An id where Stripe may give the id or the expanded object. */
const idOf = (value: unknown) => text(value) ?? text(object(value).id);
const list = (value: unknown): Json[] => (Array.isArray(object(value).data) ? (object(value).data as Json[]) : []);

export const currencyOf = (value: unknown): string => (text(value) ?? 'usd').toUpperCase();
export const asCurrency = (value: string) => value as Currency;

function readLine(line: Json): InvoiceLine {
  const pricing = object(object(line.pricing).price_details);
  const parent = object(line.parent);
  const item = object(parent.subscription_item_details ?? parent.invoice_item_details);
  return {
    // 2025-03-31 and later: pricing.price_details.price; earlier: price.id.
    priceId: idOf(pricing.price) ?? idOf(line.price),
    amount: int(line.amount),
    quantity: int(line.quantity) || 1,
    proration: item.proration === true || line.proration === true,
    periodStart: int(object(line.period).start) || undefined,
    periodEnd: int(object(line.period).end) || undefined,
    description: text(line.description),
  };
}

function taxOf(invoice: Json): number {
  const taxes = Array.isArray(invoice.total_taxes) ? (invoice.total_taxes as Json[]) : [];
  return taxes.reduce((sum, tax) => sum + int(tax.amount), 0) || int(invoice.tax);
}

/** Reads a verified event; types fulfilment does not act on are `ignored`. */
export function readPaymentEvent(event: Json): PaymentEvent {
  const data = object(object(event.data).object);
  const metadata = object(data.metadata);
  const base = {
    id: text(event.id) ?? '',
    type: text(event.type) ?? '',
    created: int(event.created),
    livemode: event.livemode === true,
    customer: idOf(data.customer),
    userId: text(data.client_reference_id) ?? text(metadata.user_id),
  };
  switch (base.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = text(data.id) ?? '';
      if (data.mode === 'subscription') {
        return { ...base, kind: 'subscription-checkout', session, subscription: idOf(data.subscription) };
      }
      // A delayed payment method completes the session unpaid: its credits wait for async_payment_succeeded.
      if (data.mode !== 'payment' || data.payment_status !== 'paid') return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'pack-paid',
        session,
        packId: text(metadata.pack),
        paymentRef: idOf(data.payment_intent),
        amount: int(data.amount_total),
        tax: int(object(data.total_details).amount_tax),
        currency: currencyOf(data.currency),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const details = object(object(data.parent).subscription_details);
      const subscriptionDetails = object(details.metadata);
      return {
        ...base,
        userId: base.userId ?? text(subscriptionDetails.user_id),
        kind: base.type === 'invoice.paid' ? 'invoice-paid' : 'invoice-failed',
        invoice: text(data.id) ?? '',
        number: text(data.number),
        subscription: idOf(details.subscription) ?? idOf(data.subscription),
        billingReason: text(data.billing_reason),
        amount: base.type === 'invoice.paid' ? int(data.amount_paid) : int(data.amount_due),
        tax: taxOf(data),
        currency: currencyOf(data.currency),
        hostedUrl: text(data.hosted_invoice_url),
        paymentRef: text(metadata.payment_intent) ?? idOf(data.payment_intent),
        lines: list(data.lines).map(readLine),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const items = list(data.items).map((item) => {
        const price = object(item.price);
        return { lookupKey: text(price.lookup_key), priceId: text(price.id), quantity: int(item.quantity) || 1 };
      });
      const firstItem = object(list(data.items)[0]);
      return {
        ...base,
        kind: base.type === 'customer.subscription.deleted' ? 'subscription-ended' : 'subscription-changed',
        subscription: text(data.id) ?? '',
        status: text(data.status) ?? 'active',
        items,
        cancelAtPeriodEnd: data.cancel_at_period_end === true,
        // 2025-03-31 and later: the period is on the items; earlier on the subscription.
        periodStart: int(firstItem.current_period_start ?? data.current_period_start) || undefined,
        periodEnd: int(firstItem.current_period_end ?? data.current_period_end) || undefined,
      };
    }
    case 'charge.refunded': {
      const paymentRef = idOf(data.payment_intent);
      if (!paymentRef) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'refund',
        paymentRef,
        amount: int(data.amount),
        amountRefunded: int(data.amount_refunded),
        currency: currencyOf(data.currency),
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}
