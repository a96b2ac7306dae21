import { creditPacks, planList, plans, seatLookupKey } from '@mediakit/api-client/plans';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, invoices, users } from '../../db/schema';
import { startTestServer, type TestAccount, type TestServer } from '../../testing/testServer';
import { startStripeStandIn, type StripeRequest, type StripeStandIn } from './stripeStandIn';

const webhookSecret = 'whsec_stand_in_secret';
const signer = new Stripe('sk_test_signing_only');
const lookupKeys = [
  ...planList.flatMap((plan) => (plan.stripeLookupKey ? [plan.stripeLookupKey] : [])),
  seatLookupKey,
  ...creditPacks.map((pack) => pack.stripeLookupKey),
];
const priceId = (key: string) => `price_${key}`;

/** What the stand-in answers: the objects the engine reads, shaped as in Stripe's API. */
function answer(request: StripeRequest): { status?: number; body: unknown } {
  const { method, path, params } = request;
  if (method === 'GET' && path === '/v1/prices') {
    const keys = (params.lookup_keys as string[]) ?? [];
    return {
      body: {
        object: 'list',
        url: '/v1/prices',
        has_more: false,
        data: keys.map((key) => ({
          id: priceId(key),
          object: 'price',
          lookup_key: key,
          active: true,
          currency: 'usd',
        })),
      },
    };
  }
  if (method === 'POST' && path === '/v1/customers') {
    return { body: { id: `cus_${String((params.metadata as { user_id: string }).user_id)}`, object: 'customer' } };
  }
  if (method === 'GET' && /^\/v1\/customers\/[^/]+$/.test(path)) {
    return {
      body: { id: path.split('/')[3], object: 'customer', invoice_settings: { default_payment_method: 'pm_1' } },
    };
  }
  if (method === 'GET' && path.endsWith('/payment_methods')) {
    return {
      body: {
        object: 'list',
        has_more: false,
        url: path,
        data: [
          {
            id: 'pm_1',
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', display_brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2031 },
          },
          {
            id: 'pm_2',
            object: 'payment_method',
            type: 'card',
            card: { brand: 'mastercard', last4: '4444', exp_month: 5, exp_year: 2032 },
          },
        ],
      },
    };
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return {
      body: {
        id: 'cs_test_standin',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_standin',
      },
    };
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    return {
      body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' },
    };
  }
  if (method === 'GET' && path.startsWith('/v1/subscriptions/')) {
    return {
      body: {
        id: path.split('/')[3],
        object: 'subscription',
        items: {
          object: 'list',
          data: [
            {
              id: 'si_plan',
              object: 'subscription_item',
              quantity: 1,
              price: { id: priceId('mediakit_plus_monthly'), lookup_key: 'mediakit_plus_monthly' },
            },
          ],
        },
      },
    };
  }
  if (method === 'GET' && path.startsWith('/v1/invoices/')) {
    return {
      body: {
        id: path.split('/')[3],
        object: 'invoice',
        payments: {
          object: 'list',
          data: [
            {
              object: 'invoice_payment',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: `pi_for_${path.split('/')[3]}` },
            },
          ],
        },
      },
    };
  }
  if (method === 'POST' && path === '/v1/refunds')
    return { body: { id: 're_1', object: 'refund', status: 'succeeded' } };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'not answered by the stand-in' } } };
}

let standIn: StripeStandIn;
let server: TestServer;
beforeAll(async () => {
  standIn = await startStripeStandIn(answer);
  server = await startTestServer({
    env: { STRIPE_SECRET_KEY: 'sk_test_mediakit', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: standIn.url },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

let events = 0;
function event(type: string, object: Record<string, unknown>, created = 1_800_000_000 + events) {
  events += 1;
  return JSON.stringify({
    id: `evt_${events}_${type}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  });
}

function deliver(payload: string) {
  return server.call('/api/v1/payments/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
    body: payload,
  });
}

async function balance(userId: string) {
  const [user] = await server.services.db.select().from(users).where(eq(users.id, userId));
  return user!;
}

const checkout = (account: TestAccount, json: Record<string, unknown>) =>
  server.call('/api/v1/billing/checkout', {
    token: account.token,
    method: 'POST',
    json: { ...json, return_url: `${server.url}/user/billing` },
  });

const packCompleted = (account: TestAccount, session: string, pack = creditPacks[2]!) =>
  event('checkout.session.completed', {
    id: session,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: pack.price.USD,
    currency: 'usd',
    customer: `cus_${account.id}`,
    client_reference_id: account.id,
    metadata: { user_id: account.id, pack: pack.id },
    payment_intent: `pi_${session}`,
    total_details: { amount_tax: 0 },
  });

describe('the Stripe engine, on the official SDK, against Stripe\u2019s published API description', () => {
  it('sends a valid Checkout Session for a credit pack and grants nothing until Stripe says it was paid', async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    const started = await checkout(account, { pack: 'credits-100' });
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_standin', test_mode: true });
    expect(standIn.problems).toEqual([]);
    const session = standIn.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(session.params).toMatchObject({
      mode: 'payment',
      customer: `cus_${account.id}`,
      client_reference_id: account.id,
      currency: 'usd',
      line_items: [{ price: priceId('mediakit_credits_100'), quantity: 1 }],
      metadata: { user_id: account.id, pack: 'credits-100' },
      success_url: `${server.url}/user/billing?checkout=success`,
    });
    // The customer is made once, with an idempotency key, and kept.
    expect(standIn.requests.filter((request) => request.path === '/v1/customers')[0]?.idempotencyKey).toBe(
      `mediakit-customer-${account.id}`,
    );
    expect(await balance(account.id)).toMatchObject({ credits: 0, paymentCustomerId: `cus_${account.id}` });
    // Every lookup key is resolved in lists of at most ten.
    const asked = standIn.requests
      .filter((request) => request.path === '/v1/prices')
      .flatMap((request) => request.params.lookup_keys as string[]);
    expect(asked.sort()).toEqual([...lookupKeys].sort());
  });

  it('applies a signed checkout.session.completed once, replayed out of order and twice; refuses a bad signature', async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    const first = packCompleted(account, 'cs_one');
    const second = packCompleted(account, 'cs_two', creditPacks[0]);
    for (const payload of [second, first, first, second, first]) expect((await deliver(payload)).status).toBe(200);
    expect((await balance(account.id)).credits).toBe(110);
    const rows = await server.services.db.select().from(invoices).where(eq(invoices.userId, account.id));
    expect(rows.map((row) => [row.engine, row.livemode, row.providerInvoiceId, row.credits]).sort()).toEqual([
      ['stripe', false, 'cs_one', 100],
      ['stripe', false, 'cs_two', 10],
    ]);
    const unsigned = await server.call('/api/v1/payments/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: first,
    });
    expect(unsigned.status).toBe(400);
    const forged = await server.call('/api/v1/payments/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload: first, secret: 'whsec_someone_else' }),
      },
      body: packCompleted(account, 'cs_forged'),
    });
    expect(forged.status).toBe(400);
    expect((await balance(account.id)).credits).toBe(110);
  });

  it("subscribes through Checkout and grants a plan's credits on invoice.paid only; refunds take them back once", async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    const started = await checkout(account, { plan: 'pro' });
    expect(started.status).toBe(200);
    expect(standIn.problems).toEqual([]);
    expect(standIn.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params).toMatchObject(
      {
        mode: 'subscription',
        line_items: [{ price: priceId('mediakit_pro_monthly'), quantity: 1 }],
        subscription_data: { metadata: { user_id: account.id, plan: 'pro' } },
      },
    );
    const subscription = {
      id: 'sub_1',
      object: 'subscription',
      customer: `cus_${account.id}`,
      status: 'active',
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            quantity: 1,
            current_period_start: 1_800_000_000,
            current_period_end: 1_802_592_000,
            price: { id: priceId('mediakit_pro_monthly'), lookup_key: 'mediakit_pro_monthly' },
          },
        ],
      },
    };
    const paid = event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      customer: `cus_${account.id}`,
      billing_reason: 'subscription_create',
      amount_paid: plans.pro.monthlyPrice.USD,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { user_id: account.id, plan: 'pro' } },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: 'il_1',
            amount: plans.pro.monthlyPrice.USD,
            period: { start: 1_800_000_000, end: 1_802_592_000 },
            pricing: { type: 'price_details', price_details: { price: priceId('mediakit_pro_monthly') } },
            parent: { subscription_item_details: { proration: false } },
          },
        ],
      },
    });
    await deliver(event('customer.subscription.created', subscription));
    expect(await balance(account.id)).toMatchObject({ plan: 'pro', credits: 0, subscriptionId: 'sub_1' });
    await deliver(paid);
    await deliver(paid);
    expect((await balance(account.id)).credits).toBe(plans.pro.creditsPerMonth);
    const [invoice] = await server.services.db.select().from(invoices).where(eq(invoices.userId, account.id));
    expect(invoice).toMatchObject({ kind: 'plan', credits: 2000, providerReference: 'pi_for_in_1', status: 'Paid' });
    // A subscriber's plan change opens Stripe's portal, where the plan is chosen and confirmed; a cancel its cancel flow.
    const change = await checkout(account, { plan: 'plus' });
    expect(await change.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_1', test_mode: true });
    expect(standIn.requests.filter((request) => request.path === '/v1/billing_portal/sessions').at(-1)!.params).toEqual(
      {
        customer: `cus_${account.id}`,
        return_url: `${server.url}/user/billing?checkout=success`,
      },
    );
    await checkout(account, { plan: 'free' });
    expect(
      standIn.requests.filter((request) => request.path === '/v1/billing_portal/sessions').at(-1)!.params,
    ).toMatchObject({
      flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: 'sub_1' } },
    });
    expect(standIn.problems).toEqual([]);
    // An admin refund goes to Stripe; its charge.refunded takes the credits back once.
    const admin = await server.account({ role: 'admin' });
    expect(
      (
        await server.call(`/api/v1/admin/billing/invoices/${invoice!.id}/refund`, {
          token: admin.token,
          method: 'POST',
        })
      ).status,
    ).toBe(202);
    expect(standIn.requests.filter((request) => request.path === '/v1/refunds').at(-1)!.params).toEqual({
      payment_intent: 'pi_for_in_1',
    });
    const refunded = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      amount: 1900,
      amount_refunded: 1900,
      currency: 'usd',
      customer: `cus_${account.id}`,
      payment_intent: 'pi_for_in_1',
    });
    await deliver(refunded);
    await deliver(refunded);
    expect((await balance(account.id)).credits).toBe(0);
    const reversals = await server.services.db.select().from(creditLedger).where(eq(creditLedger.userId, account.id));
    expect(reversals.filter((row) => row.reason === 'reversal').map((row) => row.amount)).toEqual([-2000]);
    expect(standIn.problems).toEqual([]);
  });

  it("lists the customer's cards from Stripe (brand, last four, expiry) and opens the Customer Portal", async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    await checkout(account, { pack: 'credits-10' });
    const cards = (await (await server.call('/api/v1/billing/cards', { token: account.token })).json()) as {
      data: unknown[];
    };
    expect(cards.data).toEqual([
      { id: 'pm_1', brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2031, expiry: '04/31', primary: true },
      { id: 'pm_2', brand: 'mastercard', last4: '4444', exp_month: 5, exp_year: 2032, expiry: '05/32', primary: false },
    ]);
    const portal = await server.call('/api/v1/billing/portal', {
      token: account.token,
      method: 'POST',
      json: { return_url: `${server.url}/user/billing` },
    });
    expect(await portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    expect(standIn.problems).toEqual([]);
  });

  it('the stand-in refuses what Stripe would (the validation can fail)', async () => {
    const before = standIn.problems.length;
    const stripe = new Stripe('sk_test_direct', {
      host: '127.0.0.1',
      port: Number(new URL(standIn.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: 'https://example.com',
        line_items: [{ price: 'p', quantity: 1 }],
        no_such_parameter: 1,
      } as never),
    ).rejects.toThrow(/no_such_parameter|additional/);
    await expect(
      stripe.checkout.sessions.create({ mode: 'sometimes' as never, success_url: 'https://example.com' }),
    ).rejects.toThrow();
    expect(standIn.problems.length).toBe(before + 2);
    standIn.problems.splice(before);
  });
});
