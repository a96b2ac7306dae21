import { isPlanId, planIds, plans, testCardByPaymentMethod, type PlanId } from '@mediakit/api-client/plans';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { hmac, newId } from '../../accounts/secrets';
import type { Db } from '../../db/database';
import { invoices } from '../../db/schema';
import { invalid, notFound } from '../../http/httpError';
import type { CheckoutRequest, EngineCard, PaymentEngine } from './paymentEngine';
import { monthLater, seconds } from './billingPeriods';
import { CardDeclined, cardJson, testCardWallet, type TestCardInput } from './testCards';
import { WebhookRefused } from './paymentEngine';
import {
  checkoutSessionObject,
  chargeRefundedObject,
  event,
  invoiceObject,
  lookupKeyOfTestPrice,
  planLines,
  subscriptionObject,
  taxOn,
} from './testEvents';
import {
  deleteObject,
  getObject,
  listObjects,
  putObject,
  type TestCheckoutSession,
  type TestSubscription,
} from './testEngineStore';

/** Delivers one signed event to the webhook handler: the same path Stripe's events take. */
export type Delivery = (rawBody: Buffer, signature: string) => Promise<void>;

export interface TestPaymentEngine extends PaymentEngine {
  readonly name: 'test';
  /** The webhook signing secret the engine signs its events with. */
  readonly webhookSecret: string;
  setDelivery(delivery: Delivery): void;
  /** A checkout session as its page shows it (the owner's only). */
  checkoutSession(userId: string, id: string): Promise<TestCheckoutSession & { cards: EngineCard[] }>;
  /** Pays a session with a test card (or a saved one): declined cards change nothing. Returns where to go. */
  confirmCheckout(userId: string, id: string, payment: { card?: TestCardInput; cardId?: string }): Promise<string>;
  /** Saves a test card in the portal; removes one; makes one the default. */
  addCard(userId: string, card: TestCardInput): Promise<EngineCard>;
  removeCard(userId: string, cardId: string): Promise<void>;
  makeDefaultCard(userId: string, cardId: string): Promise<void>;
  /** The account's subscription at the engine, if any. */
  subscriptionOf(userId: string): Promise<TestSubscription | undefined>;
  /** Delivers the events not yet delivered (after a failure or a crash). Returns how many went. */
  deliverPending(): Promise<number>;
  /** Renews (or ends, when cancelled) the subscriptions whose period is over at `now`. Returns how many. */
  renewDue(now?: Date): Promise<number>;
}

/**
 * The built-in test payment engine: Stripe's test mode, on this server. Its checkout page (the host's
 * /checkout/:id) takes a test card; a paid session emits Stripe-shaped events signed with the SDK's own
 * `generateTestHeaderString`, delivered to the same webhook handler as Stripe's (and again until delivered).
 */
export function createTestEngine(options: { db: Db; secret: string; now?: () => Date }): TestPaymentEngine {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const webhookSecret = `whsec_${hmac(options.secret, 'test-payment-engine-webhooks')}`;
  // Only the SDK's webhook helpers are used: this instance never calls Stripe.
  const stripe = new Stripe('sk_test_mediakit_offline');
  let delivery: Delivery | undefined;
  const { cardsOf, checkCard, saveCard } = testCardWallet(db, now);

  async function emit(ids: string[]) {
    for (const id of ids) {
      const stored = await getObject(db, 'event', id);
      if (!stored || stored.delivered || !delivery) continue;
      const signature = stripe.webhooks.generateTestHeaderString({ payload: stored.payload, secret: webhookSecret });
      await delivery(Buffer.from(stored.payload), signature);
      await putObject(db, 'event', stored.userId, { id, payload: stored.payload, delivered: true });
    }
  }

  /** Records events (in the caller's transaction) to deliver once it commits. */
  async function record(tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], userId: string, events: object[]) {
    const ids: string[] = [];
    for (const payload of events) {
      const id = (payload as { id: string }).id;
      await putObject(tx, 'event', userId, { id, payload: JSON.stringify(payload), delivered: false });
      ids.push(id);
    }
    return ids;
  }

  async function paySession(userId: string, session: TestCheckoutSession & { userId: string }) {
    const created = seconds(now());
    return db.transaction(async (tx) => {
      const locked = await getObject(tx, 'checkout_session', session.id, { userId, forUpdate: true });
      if (!locked || locked.status !== 'open') throw invalid('This checkout is no longer open.');
      const paymentIntent = newId('pi_test');
      const complete: TestCheckoutSession = { ...session, status: 'complete', paymentIntent };
      delete (complete as { userId?: string }).userId;
      await putObject(tx, 'checkout_session', userId, complete);
      if (session.mode === 'payment') {
        return record(tx, userId, [
          event('checkout.session.completed', checkoutSessionObject(complete, userId), created),
        ]);
      }
      if (session.mode === 'subscription') {
        const start = created;
        const subscription: TestSubscription = {
          id: newId('sub_test'),
          customer: session.customer,
          planId: session.planId!,
          status: 'active',
          currency: session.currency,
          taxRate: session.amount === 0 ? 0 : Math.round((session.tax / (session.amount - session.tax)) * 100 || 0),
          periodStart: start,
          periodEnd: monthLater(start),
          cancelAtPeriodEnd: false,
        };
        await putObject(tx, 'subscription', userId, subscription);
        const invoice = invoiceObject({
          subscription,
          userId,
          billingReason: 'subscription_create',
          lines: planLines(undefined, subscription.planId as PlanId, subscription.currency),
          paymentIntent,
        });
        return record(tx, userId, [
          event('customer.subscription.created', subscriptionObject(subscription, userId), created),
          event('invoice.paid', invoice, created),
          event('checkout.session.completed', checkoutSessionObject(complete, userId, subscription.id), created),
        ]);
      }
      const subscription = await getObject(tx, 'subscription', session.subscriptionId!, { userId, forUpdate: true });
      if (!subscription || subscription.status !== 'active')
        throw invalid('There is no active subscription to change.');
      if (session.mode === 'cancel') {
        const cancelled = { ...subscription, cancelAtPeriodEnd: true };
        await putObject(tx, 'subscription', userId, cancelled);
        return record(tx, userId, [
          event('customer.subscription.updated', subscriptionObject(cancelled, userId), created),
        ]);
      }
      const from = subscription.planId as PlanId;
      const to = session.planId as PlanId;
      const changed: TestSubscription = { ...subscription, planId: to, cancelAtPeriodEnd: false };
      await putObject(tx, 'subscription', userId, changed);
      const events: object[] = [event('customer.subscription.updated', subscriptionObject(changed, userId), created)];
      // An upgrade is invoiced at once for the difference; a downgrade costs nothing now.
      if (planIds.indexOf(to) > planIds.indexOf(from)) {
        const invoice = invoiceObject({
          subscription: changed,
          userId,
          billingReason: 'subscription_update',
          lines: planLines(from, to, changed.currency),
          paymentIntent,
        });
        events.push(event('invoice.paid', invoice, created));
      }
      return record(tx, userId, events);
    });
  }

  const engine: TestPaymentEngine = {
    name: 'test',
    testMode: true,
    webhookSecret,
    setDelivery(next) {
      delivery = next;
    },
    async createCustomer(user) {
      return `cus_test_${user.id}`;
    },
    async createCheckout(request: CheckoutRequest) {
      const origin = new URL(request.successUrl).origin;
      const { purchase } = request;
      const subtotal =
        purchase.kind === 'pack' ? purchase.pack.price[request.currency] : purchase.plan.monthlyPrice[request.currency];
      const tax = taxOn(subtotal, request.taxRate ?? 0);
      const id = newId('cs_test');
      const session: TestCheckoutSession = {
        id,
        mode: purchase.kind === 'pack' ? 'payment' : 'subscription',
        status: 'open',
        description:
          purchase.kind === 'pack'
            ? `${purchase.pack.credits.toLocaleString('en-US')} credits`
            : `${purchase.plan.name} plan: ${purchase.plan.creditsPerMonth.toLocaleString('en-US')} credits a month`,
        ...(purchase.kind === 'pack' ? { packId: purchase.pack.id } : { planId: purchase.plan.id }),
        amount: subtotal + tax,
        tax,
        currency: request.currency,
        customer: request.customerId,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
        created: seconds(now()),
        expiresAt: seconds(now()) + 24 * 3600,
      };
      await putObject(db, 'checkout_session', request.userId, session);
      return { id, url: `${origin}/checkout/${encodeURIComponent(id)}` };
    },
    async createPortal({ userId, customerId, returnUrl, flow }) {
      const origin = new URL(returnUrl).origin;
      if (!flow) return { url: `${origin}/checkout/cards?return=${encodeURIComponent(returnUrl)}` };
      const subscription = await getObject(db, 'subscription', flow.subscriptionId, { userId });
      if (!subscription) throw notFound('There is no subscription to change.');
      const id = newId('cs_test');
      const from = plans[subscription.planId as PlanId];
      const upgrade = flow.kind === 'change-plan' && planIds.indexOf(flow.plan.id) > planIds.indexOf(from.id);
      const subtotal =
        upgrade && flow.kind === 'change-plan'
          ? flow.plan.monthlyPrice[subscription.currency as 'USD'] - from.monthlyPrice[subscription.currency as 'USD']
          : 0;
      const tax = taxOn(subtotal, subscription.taxRate);
      const session: TestCheckoutSession = {
        id,
        mode: flow.kind,
        status: 'open',
        description:
          flow.kind === 'cancel'
            ? `Cancel ${from.name} at the end of the period`
            : `${from.name} to ${flow.plan.name}${upgrade ? ', the difference for this period' : ', from now on'}`,
        subscriptionId: subscription.id,
        ...(flow.kind === 'change-plan' ? { planId: flow.plan.id } : {}),
        amount: subtotal + tax,
        tax,
        currency: subscription.currency,
        customer: customerId,
        successUrl: returnUrl,
        cancelUrl: returnUrl,
        created: seconds(now()),
        expiresAt: seconds(now()) + 24 * 3600,
      };
      await putObject(db, 'checkout_session', userId, session);
      return { url: `${origin}/checkout/${encodeURIComponent(id)}` };
    },
    async listCards(customerId) {
      const userId = customerId.replace(/^cus_test_/, '');
      return (await cardsOf(userId)).map(cardJson);
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookRefused('The Stripe-Signature header is missing.');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret) as unknown as Record<string, unknown>;
      } catch (error) {
        throw new WebhookRefused(error instanceof Error ? error.message : 'The webhook signature is not valid.');
      }
    },
    async lookupKeyOfPrice(priceId) {
      return lookupKeyOfTestPrice(priceId);
    },
    async paymentOfInvoice() {
      // The test engine's invoices carry their payment in metadata.payment_intent (read by fulfilment).
      return undefined;
    },
    async refund(paymentRef, amount) {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.providerReference, paymentRef)).limit(1);
      if (!invoice || invoice.engine !== 'test') throw notFound('The test engine took no such payment.');
      const refunded = Math.min(
        invoice.amountCents,
        invoice.refundedCents + (amount ?? invoice.amountCents - invoice.refundedCents),
      );
      const ids = await record(db, invoice.userId, [
        event(
          'charge.refunded',
          chargeRefundedObject({
            paymentIntent: paymentRef,
            amount: invoice.amountCents,
            amountRefunded: refunded,
            currency: invoice.currency,
            customer: `cus_test_${invoice.userId}`,
          }),
          seconds(now()),
        ),
      ]);
      await emit(ids);
    },
    async checkoutSession(userId, id) {
      const session = await getObject(db, 'checkout_session', id, { userId });
      if (!session) throw notFound('Checkout session not found.');
      const expired = session.status === 'open' && session.expiresAt < seconds(now());
      return { ...session, status: expired ? 'expired' : session.status, cards: (await cardsOf(userId)).map(cardJson) };
    },
    async confirmCheckout(userId, id, payment) {
      const session = await getObject(db, 'checkout_session', id, { userId });
      if (!session) throw notFound('Checkout session not found.');
      if (session.status === 'complete') return session.successUrl;
      if (session.status !== 'open' || session.expiresAt < seconds(now())) throw invalid('This checkout has expired.');
      let paymentMethod: string;
      if (payment.cardId) {
        const saved = (await cardsOf(userId)).find((card) => card.id === payment.cardId);
        if (!saved) throw notFound('Card not found.');
        paymentMethod = saved.paymentMethod;
      } else if (payment.card) {
        checkCard(payment.card);
        paymentMethod = payment.card.paymentMethod;
      } else {
        throw invalid('Enter a test card.');
      }
      const test = testCardByPaymentMethod(paymentMethod)!;
      if (test.decline && session.amount > 0) throw new CardDeclined(test.decline.code, test.decline.message);
      // A subscription keeps the card for its renewals, as Stripe Checkout does.
      if (payment.card && session.mode !== 'payment') await saveCard(userId, payment.card, true);
      const ids = await paySession(userId, session);
      await emit(ids).catch(() => undefined);
      return session.successUrl;
    },
    async addCard(userId, card) {
      const test = checkCard(card);
      if (test.decline) throw new CardDeclined(test.decline.code, test.decline.message);
      return cardJson(await saveCard(userId, card, false));
    },
    async removeCard(userId, cardId) {
      const cards = await cardsOf(userId);
      const card = cards.find((candidate) => candidate.id === cardId);
      if (!card || !(await deleteObject(db, 'card', cardId, userId))) throw notFound('Card not found.');
      const next = cards.find((candidate) => candidate.id !== cardId);
      if (card.primary && next) await putObject(db, 'card', userId, { ...next, primary: true });
    },
    async makeDefaultCard(userId, cardId) {
      const cards = await cardsOf(userId);
      if (!cards.some((card) => card.id === cardId)) throw notFound('Card not found.');
      for (const card of cards) await putObject(db, 'card', userId, { ...card, primary: card.id === cardId });
    },
    async subscriptionOf(userId) {
      const [subscription] = (await listObjects(db, 'subscription', { userId })).filter(
        (candidate) => candidate.status === 'active',
      );
      return subscription;
    },
    async deliverPending() {
      const pending = await listObjects(db, 'event', { data: { delivered: false } });
      let delivered = 0;
      for (const stored of pending) {
        await emit([stored.id]).then(
          () => (delivered += 1),
          () => undefined,
        );
      }
      return delivered;
    },
    async renewDue(at = now()) {
      const due = (await listObjects(db, 'subscription', { data: { status: 'active' } })).filter(
        (subscription) => subscription.periodEnd <= seconds(at),
      );
      for (const { userId, ...subscription } of due) {
        const created = seconds(at);
        const ids = await db.transaction(async (tx) => {
          if (subscription.cancelAtPeriodEnd) {
            const ended: TestSubscription = { ...subscription, status: 'canceled' };
            await putObject(tx, 'subscription', userId, ended);
            return record(tx, userId, [
              event('customer.subscription.deleted', subscriptionObject(ended, userId), created),
            ]);
          }
          const renewed: TestSubscription = {
            ...subscription,
            periodStart: subscription.periodEnd,
            periodEnd: monthLater(subscription.periodEnd),
          };
          await putObject(tx, 'subscription', userId, renewed);
          const planId = isPlanId(renewed.planId) ? renewed.planId : 'plus';
          return record(tx, userId, [
            event(
              'invoice.paid',
              invoiceObject({
                subscription: renewed,
                userId,
                billingReason: 'subscription_cycle',
                lines: planLines(undefined, planId, renewed.currency),
                paymentIntent: newId('pi_test'),
              }),
              created,
            ),
            event('customer.subscription.updated', subscriptionObject(renewed, userId), created),
          ]);
        });
        await emit(ids).catch(() => undefined);
      }
      return due.length;
    },
  };
  return engine;
}

export const isTestEngine = (engine: PaymentEngine): engine is TestPaymentEngine => engine.name === 'test';
