import { notATestCardMessage, testModeNotice } from '@mediakit/api-client/plans';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, invoices, testPaymentObjects, users } from '../db/schema';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { buyCreditPack, confirmTestCheckout, startTestCheckout } from '../testing/payments';
import { startTestServer, type TestAccount, type TestServer } from '../testing/testServer';
import { isTestEngine, type TestPaymentEngine } from './engines/testEngine';
import { handlePaymentWebhook } from './fulfilment';

const stripe = new Stripe('sk_test_signing_only');

// Money moves the same on PGlite and on a real PostgreSQL (where Debian's package is installed, as in CI).
describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('payments on $database, through the test payment engine', ({ postgres: onPostgres }) => {
  let server: TestServer;
  let postgres: TemporaryPostgres | undefined;
  let engine: TestPaymentEngine;
  beforeAll(async () => {
    postgres = onPostgres ? await startTemporaryPostgres() : undefined;
    server = await startTestServer(postgres ? { databaseUrl: postgres.url } : {});
    if (!isTestEngine(server.services.payments)) throw new Error('The test engine runs without a Stripe key.');
    engine = server.services.payments;
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  async function state(userId: string) {
    const [user] = await server.services.db.select().from(users).where(eq(users.id, userId));
    const ledger = await server.services.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    const bills = await server.services.db.select().from(invoices).where(eq(invoices.userId, userId));
    return { user: user!, ledger, invoices: bills };
  }

  /** The events the test engine emitted for an account, in order, as the JSON it signed. */
  async function eventsOf(userId: string) {
    const rows = await server.services.db
      .select()
      .from(testPaymentObjects)
      .where(and(eq(testPaymentObjects.userId, userId), eq(testPaymentObjects.kind, 'event')))
      .orderBy(testPaymentObjects.createdAt);
    return rows.map((row) => (row.data as { payload: string }).payload);
  }

  /** Delivers an event to the webhook endpoint over HTTP, signed with the SDK's own test header. */
  function deliver(payload: string, secret = engine.webhookSecret) {
    return server.call('/api/v1/payments/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
  }

  /** Holds the engine's deliveries (as if the webhook endpoint were down), so a test delivers in its own order. */
  async function withDeliveriesHeld<T>(run: () => Promise<T>) {
    engine.setDelivery(async () => {
      throw new Error('held');
    });
    try {
      return await run();
    } finally {
      engine.setDelivery(async (body, signature) => {
        await handlePaymentWebhook(server.services, body, signature);
      });
    }
  }

  it('a checkout started but not confirmed grants nothing; there is no other way to add credits', async () => {
    const account = await server.account({ credits: 5, plan: 'free' });
    await startTestCheckout(server, account, { pack: 'credits-100' });
    expect((await state(account.id)).user.credits).toBe(5);
    expect((await state(account.id)).invoices).toEqual([]);
    // The old silent top-up is gone, and a free amount is not a pack.
    const topUp = await server.call('/api/v1/credits/top-up', {
      token: account.token,
      method: 'POST',
      json: { amount: 10 },
    });
    expect(topUp.status).toBe(404);
    const odd = await server.call('/api/v1/billing/checkout', {
      token: account.token,
      method: 'POST',
      json: { pack: 'credits-100000', return_url: `${server.url}/user/billing` },
    });
    expect(odd.status).toBe(422);
    expect(((await odd.json()) as { message: string }).message).toMatch(/^Choose one of the credit packs: credits-10,/);
    const elsewhere = await server.call('/api/v1/billing/checkout', {
      token: account.token,
      method: 'POST',
      json: { pack: 'credits-10', return_url: 'https://evil.example.com/' },
    });
    expect(((await elsewhere.json()) as { message: string }).message).toBe(
      'The return URL must be a page of this app.',
    );
    expect((await state(account.id)).user.credits).toBe(5);
  });

  it('a declined test card grants nothing, a card that is not a test card is refused, then 4242 pays once', async () => {
    const account = await server.account({ credits: 5, plan: 'free' });
    const session = await startTestCheckout(server, account, { pack: 'credits-50' });
    const declined = await confirmTestCheckout(server, account, session, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      message: 'Your card was declined.',
      decline_code: 'generic_decline',
    });
    const real = await confirmTestCheckout(server, account, session, 'pm_1RealCardFromSomewhere');
    expect(real.status).toBe(422);
    expect(((await real.json()) as { message: string }).message).toBe(notATestCardMessage);
    expect(await state(account.id)).toMatchObject({ user: { credits: 5 }, invoices: [] });
    const paid = await confirmTestCheckout(server, account, session);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { redirect_url: string }).redirect_url).toBe(
      `${server.url}/user/billing?checkout=success`,
    );
    // Confirming again (a double click, a reload) pays nothing more.
    expect((await confirmTestCheckout(server, account, session)).status).toBe(200);
    const after = await state(account.id);
    expect(after.user.credits).toBe(55);
    expect(after.invoices).toMatchObject([
      { status: 'Paid', credits: 50, amountCents: 200, engine: 'test', livemode: false, kind: 'top-up' },
    ]);
    expect(after.ledger.filter((row) => row.reason === 'top-up')).toMatchObject([{ amount: 50, balanceAfter: 55 }]);
  });

  it('a paid checkout grants once even when its webhook arrives three times (and refuses a bad signature)', async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    await buyCreditPack(server, account, 'credits-100');
    const [completed] = await eventsOf(account.id);
    expect(JSON.parse(completed!).type).toBe('checkout.session.completed');
    const outcomes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) outcomes.push(await (await deliver(completed!)).json());
    expect(outcomes).toEqual([0, 1, 2].map(() => ({ received: true, outcome: 'duplicate' })));
    const forged = await deliver(completed!.replace('"amount_total":300', '"amount_total":1'), 'whsec_not_ours');
    expect(forged.status).toBe(400);
    const after = await state(account.id);
    expect(after.user.credits).toBe(100);
    expect(after.invoices).toHaveLength(1);
    expect(after.ledger.filter((row) => row.reason === 'top-up')).toHaveLength(1);
  });

  it("the admin's billing summary names the admin's plan as the plan list does", async () => {
    const admin = await server.account({ role: 'admin', plan: 'business' });
    const summary = await server.call('/api/v1/admin/billing/summary', { token: admin.token });
    expect(await summary.json()).toMatchObject({ plan: 'Business', account: { plan: { name: 'business' } } });
  });

  it('a refund takes back what the payment gave, once; credits already spent leave a debt that blocks jobs', async () => {
    const admin = await server.account({ role: 'admin' });
    const account = await server.account({ credits: 0, plan: 'free' });
    await buyCreditPack(server, account, 'credits-50');
    // 30 of the 50 are spent before the refund.
    await server.services.db.update(users).set({ credits: 20 }).where(eq(users.id, account.id));
    const [invoice] = (await state(account.id)).invoices;
    const refund = () =>
      server.call(`/api/v1/admin/billing/invoices/${invoice!.id}/refund`, { token: admin.token, method: 'POST' });
    expect((await refund()).status).toBe(202);
    const refunded = (await eventsOf(account.id)).find((payload) => JSON.parse(payload).type === 'charge.refunded')!;
    expect(await (await deliver(refunded)).json()).toMatchObject({ outcome: 'duplicate' });
    const after = await state(account.id);
    expect(after.user.credits).toBe(-30);
    expect(after.ledger.filter((row) => row.reason === 'reversal')).toMatchObject([{ amount: -50, balanceAfter: -30 }]);
    expect(after.invoices).toMatchObject([{ status: 'Refunded', refundedCents: 200, creditsReversed: 50 }]);
    // A refunded invoice cannot be refunded again.
    expect((await refund()).status).toBe(422);
    const job = await server.call('/api/v1/tts', { token: account.token, method: 'POST', json: { text: 'Hello' } });
    expect(job.status).toBe(402);
  });

  it("a plan upgrade grants its month's credits only on the paid invoice, whatever order the events come in", async () => {
    const account = await server.account({ credits: 10, plan: 'free' });
    // The engine's own deliveries are held for the whole test (its timer would deliver them meanwhile).
    await withDeliveriesHeld(async () => {
      const session = await startTestCheckout(server, account, { plan: 'plus' });
      expect((await confirmTestCheckout(server, account, session)).status).toBe(200);
      const events = await eventsOf(account.id);
      const byType = (type: string) => events.find((payload) => JSON.parse(payload).type === type)!;
      expect(events.map((payload) => JSON.parse(payload).type)).toEqual([
        'customer.subscription.created',
        'invoice.paid',
        'checkout.session.completed',
      ]);
      // The session and the subscription first: the plan is Plus, no credits yet.
      await deliver(byType('checkout.session.completed'));
      await deliver(byType('customer.subscription.created'));
      expect((await state(account.id)).user).toMatchObject({ plan: 'plus', credits: 10 });
      // The paid invoice brings the month's 500, once.
      await deliver(byType('invoice.paid'));
      await deliver(byType('invoice.paid'));
      const after = await state(account.id);
      expect(after.user).toMatchObject({ plan: 'plus', credits: 510, subscriptionStatus: 'active' });
      expect(after.invoices).toMatchObject([{ kind: 'plan', status: 'Paid', credits: 500, amountCents: 900 }]);
    });
    // The test engine delivers what it could not (as Stripe retries): duplicates now, which change nothing.
    await engine.deliverPending();
    expect((await state(account.id)).user.credits).toBe(510);
  });

  it('a plan change of a subscriber is confirmed on the engine page: an upgrade pays the difference, once', async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    const first = await startTestCheckout(server, account, { plan: 'plus' });
    expect((await confirmTestCheckout(server, account, first)).status).toBe(200);
    expect((await state(account.id)).user).toMatchObject({ plan: 'plus', credits: 500 });
    const change = await startTestCheckout(server, account, { plan: 'pro' });
    const view = (await (
      await server.call(`/api/v1/payments/test/checkout/${change}`, { token: account.token })
    ).json()) as { mode: string; amount: { amount: number }; cards: { last4: string; primary: boolean }[] };
    expect(view).toMatchObject({
      mode: 'change-plan',
      amount: { amount: 10 },
      cards: [{ last4: '4242', primary: true }],
    });
    const paid = await server.call(`/api/v1/payments/test/checkout/${change}/confirm`, {
      token: account.token,
      method: 'POST',
      json: { card_id: (view.cards[0] as unknown as { id: string }).id },
    });
    expect(paid.status).toBe(200);
    const after = await state(account.id);
    expect(after.user).toMatchObject({ plan: 'pro', credits: 2000 });
    expect(after.invoices.map((row) => [row.amountCents, row.credits])).toEqual([
      [900, 500],
      [1000, 1500],
    ]);
    // Cancelling goes to the free plan at the end of the period; a later renewal ends it.
    const cancel = await startTestCheckout(server, account, { plan: 'free' });
    expect(
      (
        await server.call(`/api/v1/payments/test/checkout/${cancel}/confirm`, {
          token: account.token,
          method: 'POST',
          json: { card_id: (view.cards[0] as unknown as { id: string }).id },
        })
      ).status,
    ).toBe(200);
    expect((await state(account.id)).user).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    await engine.renewDue(new Date(Date.now() + 40 * 24 * 3600 * 1000));
    expect((await state(account.id)).user).toMatchObject({ plan: 'free', subscriptionId: null, credits: 2000 });
  });

  it('events about the subscription that arrive late change nothing (deleted, then the older update)', async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    await withDeliveriesHeld(async () => {
      const session = await startTestCheckout(server, account, { plan: 'plus' });
      await confirmTestCheckout(server, account, session);
      const events = await eventsOf(account.id);
      const byType = (type: string) => events.find((payload) => JSON.parse(payload).type === type)!;
      const created = JSON.parse(byType('customer.subscription.created')) as {
        id: string;
        created: number;
        data: { object: Record<string, unknown> };
      };
      const deleted = JSON.stringify({
        ...created,
        id: `${created.id}_deleted`,
        type: 'customer.subscription.deleted',
        created: created.created + 60,
        data: { object: { ...created.data.object, status: 'canceled' } },
      });
      await deliver(deleted);
      await deliver(byType('customer.subscription.created'));
      await deliver(byType('invoice.paid'));
      // The invoice was paid (its credits stay), but the subscription ended after it: the plan is free.
      expect((await state(account.id)).user).toMatchObject({ plan: 'free', credits: 500, subscriptionId: null });
    });
  });

  it('caps the credits one can buy in a day', async () => {
    const account = await server.account({ credits: 0, plan: 'free' });
    for (let index = 0; index < 10; index += 1) await buyCreditPack(server, account, 'credits-500');
    const refused = await server.call('/api/v1/billing/checkout', {
      token: account.token,
      method: 'POST',
      json: { pack: 'credits-10', return_url: `${server.url}/user/billing` },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'You can buy at most 5,000 credits a day; you have bought 5,000 today.',
    );
  });

  it("an admin grant is kept in the ledger with the admin's id and reason", async () => {
    const admin = await server.account({ role: 'admin' });
    const account = await server.account({ credits: 3, plan: 'free' });
    const grant = (json: unknown) =>
      server.call(`/api/v1/admin/users/${account.id}/credits`, { token: admin.token, method: 'POST', json });
    expect(await (await grant({ amount: 0, reason: 'x' })).json()).toMatchObject({
      message: 'The amount must be a whole number of credits from 1 to 100,000.',
    });
    expect(await (await grant({ amount: 5, reason: '  ' })).json()).toMatchObject({
      message: 'Give a reason for the grant.',
    });
    expect(await (await grant({ amount: 25, reason: 'Sorry for the outage' })).json()).toEqual({ credits: 28 });
    expect((await state(account.id)).ledger.find((row) => row.reason === 'admin')).toMatchObject({
      amount: 25,
      actorId: admin.id,
      note: 'Sorry for the outage',
      balanceAfter: 28,
    });
  });

  it('labels test payments: the invoice JSON, its PDF, the statement and the overview', async () => {
    const account: TestAccount = await server.account({ credits: 0, plan: 'free' });
    await buyCreditPack(server, account, 'credits-10');
    const page = (await (await server.call('/api/v1/invoices', { token: account.token })).json()) as {
      data: { url: string; engine: string; test_mode: boolean; description: string }[];
    };
    expect(page.data).toMatchObject([{ engine: 'test', test_mode: true, description: 'Credit pack: 10 credits' }]);
    const pdf = Buffer.from(await (await fetch(page.data[0]!.url)).arrayBuffer()).toString('latin1');
    expect(pdf).toContain(`${testModeNotice}.`);
    expect(pdf).toContain('Paid through: Mediakit test payments \\(test mode\\)');
    const overview = (await (await server.call('/api/v1/billing', { token: account.token })).json()) as {
      payments: unknown;
      statement_url: string;
    };
    expect(overview.payments).toEqual({ engine: 'test', test_mode: true });
    const statement = Buffer.from(await (await fetch(overview.statement_url)).arrayBuffer()).toString('latin1');
    expect(statement).toContain(`${testModeNotice}: 1 of these invoices are test payments.`);
    const user = (await (await server.call('/api/v1/user', { token: account.token })).json()) as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(user)).toContain('"payments":{"engine":"test","test_mode":true}');
  });
});
