import { creditPackById, plans, type PlanId } from '@mediakit/api-client/plans';
import { newId } from '../../accounts/secrets';
import type { TestCheckoutSession, TestSubscription } from './testEngineStore';

/**
 * Stripe-shaped objects and events as the test engine emits them: the fields fulfilment reads, named and nested as
 * Stripe's API of 2025 names them (checkout.session, invoice with parent.subscription_details and
 * lines[].pricing.price_details, subscription with items[].current_period_*, charge).
 */
export const testPriceId = (lookupKey: string) => `price_test_${lookupKey}`;
export const lookupKeyOfTestPrice = (priceId: string) =>
  priceId.startsWith('price_test_') ? priceId.slice('price_test_'.length) : undefined;

export const taxOn = (amount: number, rate: number) => Math.round((amount * rate) / 100);

export function event(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return {
    id: newId('evt_test'),
    object: 'event',
    api_version: '2025-09-30.clover',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function checkoutSessionObject(session: TestCheckoutSession, userId: string, subscription?: string) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: session.amount,
    amount_subtotal: session.amount - session.tax,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: session.tax },
    currency: session.currency.toLowerCase(),
    customer: session.customer,
    client_reference_id: userId,
    metadata: {
      user_id: userId,
      ...(session.packId ? { pack: session.packId } : {}),
      ...(session.planId ? { plan: session.planId } : {}),
    },
    payment_intent: session.mode === 'payment' ? (session.paymentIntent ?? null) : null,
    subscription: subscription ?? null,
    livemode: false,
  };
}

export function subscriptionObject(subscription: TestSubscription, userId: string) {
  const lookupKey = plans[subscription.planId as PlanId].stripeLookupKey!;
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    currency: subscription.currency.toLowerCase(),
    metadata: { user_id: userId, plan: subscription.planId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: subscription.periodStart,
          current_period_end: subscription.periodEnd,
          price: { id: testPriceId(lookupKey), object: 'price', lookup_key: lookupKey },
        },
      ],
    },
    livemode: false,
  };
}

export interface TestInvoiceLine {
  planId: PlanId;
  amount: number;
  proration: boolean;
  description: string;
}

/** A plan's invoice lines: a month of the new plan, or on a change the unused time back and the rest charged. */
export function planLines(from: PlanId | undefined, to: PlanId, currency: string): TestInvoiceLine[] {
  const price = (id: PlanId) => plans[id].monthlyPrice[currency as 'USD'];
  const lines: TestInvoiceLine[] = [];
  if (from) {
    lines.push({
      planId: from,
      amount: -price(from),
      proration: true,
      description: `Unused time on ${plans[from].name}`,
    });
  }
  lines.push({
    planId: to,
    amount: price(to),
    proration: Boolean(from),
    description: from ? `Remaining time on ${plans[to].name}` : `${plans[to].name} plan, one month`,
  });
  return lines;
}

export function invoiceObject(input: {
  subscription: TestSubscription;
  userId: string;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  lines: TestInvoiceLine[];
  paymentIntent: string;
}) {
  const { subscription } = input;
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = taxOn(subtotal, subscription.taxRate);
  return {
    id: newId('in_test'),
    object: 'invoice',
    customer: subscription.customer,
    status: 'paid',
    billing_reason: input.billingReason,
    currency: subscription.currency.toLowerCase(),
    subtotal,
    total: subtotal + tax,
    amount_due: subtotal + tax,
    amount_paid: subtotal + tax,
    total_taxes: tax ? [{ amount: tax, tax_behavior: 'exclusive', taxability_reason: 'standard_rated' }] : [],
    hosted_invoice_url: null,
    number: null,
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: subscription.id,
        metadata: { user_id: input.userId, plan: subscription.planId },
      },
    },
    lines: {
      object: 'list',
      data: input.lines.map((line) => ({
        id: newId('il_test'),
        object: 'line_item',
        amount: line.amount,
        currency: subscription.currency.toLowerCase(),
        description: line.description,
        quantity: 1,
        period: { start: subscription.periodStart, end: subscription.periodEnd },
        pricing: {
          type: 'price_details',
          price_details: {
            price: testPriceId(plans[line.planId].stripeLookupKey!),
            product: `prod_test_${line.planId}`,
          },
        },
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: { proration: line.proration, subscription: subscription.id },
        },
      })),
    },
    // The test engine's own record of which payment paid it (Stripe lists it under invoice payments).
    metadata: { payment_intent: input.paymentIntent },
    livemode: false,
  };
}

export function chargeRefundedObject(input: {
  paymentIntent: string;
  amount: number;
  amountRefunded: number;
  currency: string;
  customer: string;
}) {
  return {
    id: newId('ch_test'),
    object: 'charge',
    amount: input.amount,
    amount_refunded: input.amountRefunded,
    refunded: input.amountRefunded >= input.amount,
    currency: input.currency.toLowerCase(),
    customer: input.customer,
    payment_intent: input.paymentIntent,
    livemode: false,
  };
}

export const packDescription = (packId: string | undefined) => {
  const pack = creditPackById(packId);
  return pack ? `${pack.credits.toLocaleString('en-US')} credits` : 'Credits';
};
