import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkedReturnUrl, customerOf, openPortal, startCheckout } from '../billing/checkout';
import { isTestEngine, type TestPaymentEngine } from '../billing/engines/testEngine';
import type { EngineCard } from '../billing/engines/paymentEngine';
import { handlePaymentWebhook } from '../billing/fulfilment';
import { formatMoney } from '../billing/money';
import { adminGrant } from '../credits/ledger';
import { activity, invoices, users } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { invalid, notFound } from '../http/httpError';
import type { Services } from '../services';
import { parse, route } from './routeKit';

export const cardJson = (card: EngineCard) => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`,
  primary: card.primary,
});

const testCardInput = z.object({
  payment_method: z.string({ error: 'Enter a test card.' }).max(80),
  exp_month: z.number({ error: "Your card's expiration date is incomplete." }).int(),
  exp_year: z.number({ error: "Your card's expiration date is incomplete." }).int().min(2000).max(2100),
});

const grantInput = z.object({
  amount: z
    .number({ error: 'The amount must be a whole number of credits from 1 to 100,000.' })
    .int('The amount must be a whole number of credits from 1 to 100,000.')
    .min(1, 'The amount must be a whole number of credits from 1 to 100,000.')
    .max(100_000, 'The amount must be a whole number of credits from 1 to 100,000.'),
  reason: z
    .string({ error: 'Give a reason for the grant.' })
    .trim()
    .min(1, 'Give a reason for the grant.')
    .max(200, 'The reason must be at most 200 characters.'),
});

/**
 * Money in: checkout and the portal on the payment engine's pages, the engine's webhook, the test engine's own pages'
 * calls, and the administrator's refund and grant.
 */
export function paymentRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);
  const paymentLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  const serverOrigin = (request: Parameters<typeof linkBase>[1]) => new URL(linkBase(services, request)).origin;

  route(
    app,
    { operation: 'billing.checkout', fields: ['pack', 'plan', 'return_url'] },
    {
      method: 'POST',
      url: '/api/v1/billing/checkout',
      preHandler: requireUser,
      ...paymentLimit,
      handler: async (request) => {
        const input = parse(
          z.object({
            pack: z.string().max(40).optional(),
            plan: z.string().max(40).optional(),
            return_url: z.string({ error: 'The return URL must be a page of this app.' }).max(2000),
          }),
          request.body,
        );
        if (input.pack === undefined && input.plan === undefined) throw invalid('Choose a credit pack or a plan.');
        const returnUrl = checkedReturnUrl(services, input.return_url, serverOrigin(request));
        const { url } = await startCheckout(services, accountOf(request).id, { ...input, returnUrl });
        return { url, test_mode: services.payments.testMode };
      },
    },
  );

  route(
    app,
    { operation: 'billing.portal', fields: ['return_url'] },
    {
      method: 'POST',
      url: '/api/v1/billing/portal',
      preHandler: requireUser,
      ...paymentLimit,
      handler: async (request) => {
        const input = parse(z.object({ return_url: z.string().max(2000) }), request.body);
        const returnUrl = checkedReturnUrl(services, input.return_url, serverOrigin(request));
        return openPortal(services, accountOf(request).id, returnUrl);
      },
    },
  );

  route(
    app,
    { operation: 'billing.cards' },
    {
      method: 'GET',
      url: '/api/v1/billing/cards',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        if (!account.paymentCustomerId && !isTestEngine(services.payments)) return { data: [] };
        const customer = await customerOf(services, account.id);
        return { data: (await services.payments.listCards(customer)).map(cardJson) };
      },
    },
  );

  route(
    app,
    { operation: 'billing.payInvoice' },
    {
      method: 'POST',
      url: '/api/v1/invoices/:id/pay',
      preHandler: requireUser,
      handler: async (request) => {
        const [invoice] = await services.db
          .select()
          .from(invoices)
          .where(
            and(eq(invoices.id, (request.params as { id: string }).id), eq(invoices.userId, accountOf(request).id)),
          )
          .limit(1);
        if (!invoice) throw notFound('Invoice not found.');
        if (invoice.status !== 'Pending') throw invalid('This invoice is already paid.');
        if (!invoice.payUrl) throw invalid('This invoice can only be paid from the payment portal.');
        return { url: invoice.payUrl };
      },
    },
  );

  // Stripe's webhook: the signature is over the raw body, so this route reads JSON as bytes.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(
      scope,
      { operation: 'payments.webhook' },
      {
        method: 'POST',
        url: '/api/v1/payments/webhook',
        bodyLimit: 1024 * 1024,
        handler: async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
          const signature = request.headers['stripe-signature'];
          const outcome = await handlePaymentWebhook(
            services,
            body,
            Array.isArray(signature) ? signature[0] : signature,
          );
          return { received: true, outcome };
        },
      },
    );
  });

  route(
    app,
    { operation: 'admin.billing.refund' },
    {
      method: 'POST',
      url: '/api/v1/admin/billing/invoices/:id/refund',
      preHandler: requireAdmin,
      ...paymentLimit,
      handler: async (request, reply) => {
        const [invoice] = await services.db
          .select()
          .from(invoices)
          .where(eq(invoices.id, (request.params as { id: string }).id))
          .limit(1);
        if (!invoice) throw notFound('Invoice not found.');
        if (invoice.status !== 'Paid' || !invoice.providerReference)
          throw invalid('Only a paid invoice can be refunded.');
        if (invoice.engine !== services.payments.name) {
          throw invalid(`This invoice was paid through ${invoice.engine}; refund it there.`);
        }
        await services.payments.refund(invoice.providerReference);
        await services.db.insert(activity).values({
          userId: invoice.userId,
          kind: 'billing',
          detail: `Refund of ${invoice.number} asked by an administrator`,
        });
        return reply.status(202).send({ message: 'The refund was sent to the payment engine.' });
      },
    },
  );

  route(
    app,
    { operation: 'admin.users.grantCredits', fields: ['amount', 'reason'] },
    {
      method: 'POST',
      url: '/api/v1/admin/users/:id/credits',
      preHandler: requireAdmin,
      ...paymentLimit,
      handler: async (request) => {
        const userId = (request.params as { id: string }).id;
        const [user] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) throw notFound('User not found.');
        const { amount, reason } = parse(grantInput, request.body);
        const admin = accountOf(request);
        const credits = await services.db.transaction(async (tx) => {
          const balance = await adminGrant(tx, { userId, amount, adminId: admin.id, note: reason });
          await tx
            .insert(activity)
            .values({ userId, kind: 'billing', detail: `${amount} credits granted by ${admin.name}: ${reason}` });
          return balance;
        });
        return { credits };
      },
    },
  );

  if (isTestEngine(services.payments)) testEngineRoutes(app, services, services.payments);
}

/** The built-in test engine's checkout and card pages (the host's /checkout/:id and /checkout/cards). */
function testEngineRoutes(app: FastifyInstance, services: Services, engine: TestPaymentEngine) {
  const { requireUser } = guards(services);
  const confirmLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  const money = (minor: number, currency: string, locale: string) => ({
    amount: minor / 100,
    currency,
    formatted: formatMoney(minor, currency, locale),
  });

  route(
    app,
    { operation: 'payments.testCheckout' },
    {
      method: 'GET',
      url: '/api/v1/payments/test/checkout/:id',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        const session = await engine.checkoutSession(account.id, (request.params as { id: string }).id);
        return {
          id: session.id,
          mode: session.mode,
          status: session.status,
          description: session.description,
          amount: money(session.amount, session.currency, account.locale),
          tax: money(session.tax, session.currency, account.locale),
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
          test_mode: true,
          cards: session.cards.map(cardJson),
        };
      },
    },
  );

  route(
    app,
    { operation: 'payments.confirmTestCheckout', fields: ['payment_method', 'exp_month', 'exp_year', 'card_id'] },
    {
      method: 'POST',
      url: '/api/v1/payments/test/checkout/:id/confirm',
      preHandler: requireUser,
      ...confirmLimit,
      handler: async (request) => {
        const body = (request.body ?? {}) as { card_id?: unknown };
        const id = (request.params as { id: string }).id;
        const userId = accountOf(request).id;
        // Someone else's session is unknown (404) before its card is even read.
        await engine.checkoutSession(userId, id);
        if (typeof body.card_id === 'string') {
          return { redirect_url: await engine.confirmCheckout(userId, id, { cardId: body.card_id }) };
        }
        const card = parse(testCardInput, request.body);
        return {
          redirect_url: await engine.confirmCheckout(userId, id, {
            card: { paymentMethod: card.payment_method, expMonth: card.exp_month, expYear: card.exp_year },
          }),
        };
      },
    },
  );

  route(
    app,
    { operation: 'payments.addTestCard', fields: ['payment_method', 'exp_month', 'exp_year'] },
    {
      method: 'POST',
      url: '/api/v1/payments/test/cards',
      preHandler: requireUser,
      ...confirmLimit,
      handler: async (request, reply) => {
        const card = parse(testCardInput, request.body);
        const saved = await engine.addCard(accountOf(request).id, {
          paymentMethod: card.payment_method,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        });
        return reply.status(201).send({ data: cardJson(saved) });
      },
    },
  );

  route(
    app,
    { operation: 'payments.removeTestCard' },
    {
      method: 'DELETE',
      url: '/api/v1/payments/test/cards/:id',
      preHandler: requireUser,
      handler: async (request, reply) => {
        await engine.removeCard(accountOf(request).id, (request.params as { id: string }).id);
        return reply.status(204).send();
      },
    },
  );

  route(
    app,
    { operation: 'payments.makeDefaultTestCard' },
    {
      method: 'POST',
      url: '/api/v1/payments/test/cards/:id/default',
      preHandler: requireUser,
      handler: async (request, reply) => {
        await engine.makeDefaultCard(accountOf(request).id, (request.params as { id: string }).id);
        return reply.status(204).send();
      },
    },
  );
}
