import { csvCell } from '@mediakit/api-client/console';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isCurrency } from '../billing/money';
import {
  addCard,
  cardJson,
  findCard,
  listCards,
  makeDefaultCard,
  removeCard,
  updateCardExpiry,
} from '../billing/cards';
import {
  invoiceJson,
  invoicePdf,
  invoiceSignatureValid,
  listInvoices,
  payInvoice,
  type InvoiceRow,
} from '../billing/invoices';
import { billingOverview, planList } from '../billing/overview';
import { billingProfileJson, updateBillingProfile } from '../billing/profile';
import { emailStatement, periodOf, periodRange, statementPdf, statementSignatureValid } from '../billing/statement';
import { addSeats, changePlan, payEarly } from '../billing/subscription';
import { billingProfiles, invoices, users } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { notFound } from '../http/httpError';
import type { Services } from '../services';
import { adminBillingSummary } from '../usage/usage';
import { parse, route } from './routeKit';

const invoiceQuery = z.object({
  month: z.string().max(60).optional(),
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The period must be a month as YYYY-MM.')
    .optional(),
  status: z.enum(['Paid', 'Pending']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

const cardInput = z.union([
  z.object({
    holder: z
      .string({ error: "Enter the card holder's name." })
      .trim()
      .min(1, "Enter the card holder's name.")
      .max(120),
    number: z.string({ error: 'Enter the card number.' }).min(1, 'Enter the card number.').max(40),
    expiry: z
      .string({ error: 'Enter the expiry as MM/YY.' })
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiry as MM/YY.'),
    cvc: z.string({ error: 'Enter the security code.' }).regex(/^\d{3,4}$/, 'The security code must be 3 or 4 digits.'),
    make_default: z.boolean().optional(),
  }),
  z.object({
    holder: z.string().trim().min(1, "Enter the card holder's name.").max(120),
    token: z.string().min(1).max(500),
    make_default: z.boolean().optional(),
  }),
]);

const profileInput = z.object({
  company: z.string().max(200).optional(),
  tax_id: z.string().max(60).optional(),
  billing_email: z.string().max(200).optional(),
  address: z.string().max(1000).optional(),
  country: z.string().max(2).optional(),
  currency: z.string().optional(),
  locale: z.string().max(20).optional(),
});

/** The invoices table as CSV (Export CSV), safe against formulas like the users export. */
function invoicesCsv(rows: (InvoiceRow & { email?: string })[]) {
  const header = ['Number', 'Date', 'Month', 'Description', 'Status', 'Amount', 'Tax', 'Currency', 'Credits'];
  const withEmail = rows.some((row) => row.email !== undefined);
  const lines = rows.map((row) =>
    [
      row.number,
      row.issuedAt.toISOString().slice(0, 10),
      row.issuedAt.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      row.description,
      row.status,
      (row.amountCents / 100).toFixed(2),
      (row.taxCents / 100).toFixed(2),
      row.currency,
      row.credits,
      ...(withEmail ? [row.email ?? ''] : []),
    ]
      .map(csvCell)
      .join(','),
  );
  return [[...header, ...(withEmail ? ['Customer'] : [])].join(','), ...lines].join('\n');
}

function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}_${Date.now()}.csv"`)
    .send(body);
}

export function billingRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);
  const billingLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

  async function invoicePage(userId: string | undefined, query: unknown, base: string, locale: string) {
    const { month, period, status, page, page_size } = parse(invoiceQuery, query);
    const { rows, total, periods } = await listInvoices(services.db, userId, {
      month,
      period,
      status,
      page,
      pageSize: page_size,
    });
    return {
      data: rows.map((row) => invoiceJson(services, base, row, locale)),
      meta: { page, page_size, total, periods },
    };
  }

  route(
    app,
    { operation: 'billing.invoices' },
    {
      method: 'GET',
      url: '/api/v1/invoices',
      preHandler: requireUser,
      handler: (request) => {
        const account = accountOf(request);
        return invoicePage(account.id, request.query, linkBase(services, request), account.locale);
      },
    },
  );

  route(
    app,
    { operation: 'billing.invoicesCsv' },
    {
      method: 'GET',
      url: '/api/v1/invoices/export',
      preHandler: requireUser,
      handler: async (request, reply) => {
        const rows = await services.db
          .select()
          .from(invoices)
          .where(eq(invoices.userId, accountOf(request).id))
          .orderBy(invoices.issuedAt);
        return sendCsv(reply, 'invoices', invoicesCsv(rows));
      },
    },
  );

  route(
    app,
    { operation: 'admin.billing.invoices' },
    {
      method: 'GET',
      url: '/api/v1/admin/billing/invoices',
      preHandler: requireAdmin,
      handler: (request) =>
        invoicePage(undefined, request.query, linkBase(services, request), accountOf(request).locale),
    },
  );

  route(
    app,
    { operation: 'admin.billing.invoicesCsv' },
    {
      method: 'GET',
      url: '/api/v1/admin/billing/invoices/export',
      preHandler: requireAdmin,
      handler: async (_request, reply) => {
        const rows = await services.db
          .select({ invoice: invoices, email: users.email })
          .from(invoices)
          .innerJoin(users, eq(users.id, invoices.userId))
          .orderBy(invoices.issuedAt);
        return sendCsv(reply, 'invoices', invoicesCsv(rows.map((row) => ({ ...row.invoice, email: row.email }))));
      },
    },
  );

  // The document link is signed (like media links), so it opens in a new tab.
  route(
    app,
    { operation: 'billing.invoiceDocument' },
    {
      method: 'GET',
      url: '/api/v1/invoices/:id/document',
      handler: async (request, reply) => {
        const { id } = request.params as { id: string };
        const { expires, signature } = request.query as Record<string, string | undefined>;
        if (!invoiceSignatureValid(services.config.secret, id, expires, signature)) throw notFound();
        const [row] = await services.db
          .select({ invoice: invoices, user: users, profile: billingProfiles })
          .from(invoices)
          .innerJoin(users, eq(users.id, invoices.userId))
          .leftJoin(billingProfiles, eq(billingProfiles.userId, invoices.userId))
          .where(eq(invoices.id, id))
          .limit(1);
        if (!row) throw notFound();
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="invoice-${row.invoice.number}.pdf"`)
          .send(invoicePdf(row.invoice, row.user, row.profile, row.user.locale));
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
      ...billingLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const { invoice, credits } = await payInvoice(services, account.id, (request.params as { id: string }).id);
        return {
          data: invoiceJson(services, linkBase(services, request), invoice, account.locale),
          credits,
        };
      },
    },
  );

  route(
    app,
    { operation: 'billing.plans' },
    {
      method: 'GET',
      url: '/api/v1/plans',
      handler: async (request) => {
        const { currency, locale } = request.query as { currency?: string; locale?: string };
        const chosen = isCurrency(currency) ? currency : 'USD';
        return { data: planList(chosen, locale && /^[a-z]{2}(-[A-Z]{2})?$/.test(locale) ? locale : 'en-US') };
      },
    },
  );

  route(
    app,
    { operation: 'billing.overview' },
    {
      method: 'GET',
      url: '/api/v1/billing',
      preHandler: requireUser,
      handler: (request) => billingOverview(services, accountOf(request).id, linkBase(services, request)),
    },
  );

  route(
    app,
    { operation: 'billing.profile' },
    {
      method: 'GET',
      url: '/api/v1/billing/profile',
      preHandler: requireUser,
      handler: async (request) => ({ data: await billingProfileJson(services.db, accountOf(request).id) }),
    },
  );

  route(
    app,
    {
      operation: 'billing.updateProfile',
      fields: ['company', 'tax_id', 'billing_email', 'address', 'country', 'currency', 'locale'],
    },
    {
      method: 'PUT',
      url: '/api/v1/billing/profile',
      preHandler: requireUser,
      handler: async (request) => {
        const input = parse(profileInput, request.body);
        const data = await services.db.transaction((tx) =>
          updateBillingProfile(tx, accountOf(request).id, {
            company: input.company,
            taxId: input.tax_id,
            billingEmail: input.billing_email,
            address: input.address,
            country: input.country,
            currency: input.currency,
            locale: input.locale,
          }),
        );
        return { data };
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
      handler: async (request) => ({ data: (await listCards(services.db, accountOf(request).id)).map(cardJson) }),
    },
  );

  route(
    app,
    { operation: 'billing.addCard', fields: ['holder', 'number', 'expiry', 'cvc', 'token', 'make_default'] },
    {
      method: 'POST',
      url: '/api/v1/billing/cards',
      preHandler: requireUser,
      ...billingLimit,
      handler: async (request, reply) => {
        const input = parse(cardInput, request.body);
        const card =
          'token' in input
            ? await addCard(services, accountOf(request).id, {
                token: input.token,
                holder: input.holder,
                makeDefault: input.make_default,
              })
            : await (() => {
                const [month, year] = input.expiry.split('/').map((part) => Number(part.trim())) as [number, number];
                return addCard(services, accountOf(request).id, {
                  holder: input.holder,
                  makeDefault: input.make_default,
                  card: {
                    holder: input.holder,
                    number: input.number,
                    expMonth: month,
                    expYear: year < 100 ? 2000 + year : year,
                    cvc: input.cvc,
                  },
                });
              })();
        return reply.status(201).send({ data: cardJson(card) });
      },
    },
  );

  route(
    app,
    { operation: 'billing.makeDefaultCard' },
    {
      method: 'POST',
      url: '/api/v1/billing/cards/:id/default',
      preHandler: requireUser,
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const card = await services.db.transaction((tx) => makeDefaultCard(tx, accountOf(request).id, id));
        return { data: cardJson(card) };
      },
    },
  );

  route(
    app,
    { operation: 'billing.removeCard' },
    {
      method: 'DELETE',
      url: '/api/v1/billing/cards/:id',
      preHandler: requireUser,
      handler: async (request, reply) => {
        await removeCard(services, accountOf(request).id, (request.params as { id: string }).id);
        return reply.status(204).send();
      },
    },
  );

  // console (tool-admin-billing): Update Payment, a renewed card's new expiry.
  route(
    app,
    { operation: 'billing.updateCard', fields: ['expiry'] },
    {
      method: 'PATCH',
      url: '/api/v1/billing/cards/:id',
      preHandler: requireUser,
      ...billingLimit,
      handler: async (request) => {
        // Someone else's card is unknown before its body is read: a 400 would tell that the id exists.
        const cardId = (request.params as { id: string }).id;
        await findCard(services, accountOf(request).id, cardId);
        const { expiry } = parse(
          z.object({
            expiry: z
              .string({ error: 'Enter the expiry as MM/YY.' })
              .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiry as MM/YY.'),
          }),
          request.body,
        );
        const [month, year] = expiry.split('/').map((part) => Number(part.trim())) as [number, number];
        const card = await updateCardExpiry(services, accountOf(request).id, cardId, {
          expMonth: month,
          expYear: year < 100 ? 2000 + year : year,
        });
        return { data: cardJson(card) };
      },
    },
  );

  const afterPurchase = async (
    userId: string,
    base: string,
    locale: string,
    result: { invoice?: InvoiceRow; invoices?: InvoiceRow[]; credits?: number },
  ) => ({
    invoices: [...(result.invoices ?? []), ...(result.invoice ? [result.invoice] : [])].map((row) =>
      invoiceJson(services, base, row, locale),
    ),
    credits: result.credits,
    billing: await billingOverview(services, userId, base),
  });

  route(
    app,
    { operation: 'billing.changePlan', fields: ['plan'] },
    {
      method: 'POST',
      url: '/api/v1/billing/plan',
      preHandler: requireUser,
      ...billingLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const { plan } = parse(z.object({ plan: z.string({ error: 'Choose a plan.' }) }), request.body);
        const result = await changePlan(services, account.id, plan);
        return afterPurchase(account.id, linkBase(services, request), account.locale, result);
      },
    },
  );

  route(
    app,
    { operation: 'billing.addSeats', fields: ['seats'] },
    {
      method: 'POST',
      url: '/api/v1/billing/seats',
      preHandler: requireUser,
      ...billingLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const { seats } = parse(
          z.object({ seats: z.number({ error: 'Add between 1 and 100 seats.' }).int('Add between 1 and 100 seats.') }),
          request.body,
        );
        const result = await addSeats(services, account.id, seats);
        return afterPurchase(account.id, linkBase(services, request), account.locale, result);
      },
    },
  );

  route(
    app,
    { operation: 'billing.payEarly' },
    {
      method: 'POST',
      url: '/api/v1/billing/pay-early',
      preHandler: requireUser,
      ...billingLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const result = await payEarly(services, account.id);
        return afterPurchase(account.id, linkBase(services, request), account.locale, result);
      },
    },
  );

  route(
    app,
    { operation: 'billing.statementDocument' },
    {
      method: 'GET',
      url: '/api/v1/billing/statement/document',
      handler: async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        if (!statementSignatureValid(services.config.secret, query)) throw notFound();
        periodRange(query.period!);
        const [owner] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, query.account!));
        if (!owner) throw notFound();
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="statement-${query.period}.pdf"`)
          .send(await statementPdf(services, owner.id, query.period!));
      },
    },
  );

  route(
    app,
    { operation: 'billing.emailStatement', fields: ['period'] },
    {
      method: 'POST',
      url: '/api/v1/billing/statement/email',
      preHandler: requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      handler: async (request) => {
        const { period } = parse(
          z.object({ period: z.string({ error: 'The period must be a month as YYYY-MM.' }).optional() }),
          request.body,
        );
        const { to } = await emailStatement(services, accountOf(request).id, period ?? periodOf(new Date()));
        return { message: `The statement was sent to ${to}.`, to };
      },
    },
  );

  route(
    app,
    { operation: 'admin.billing.summary' },
    {
      method: 'GET',
      url: '/api/v1/admin/billing/summary',
      preHandler: requireAdmin,
      handler: async (request) =>
        adminBillingSummary(
          services.db,
          await billingOverview(services, accountOf(request).id, linkBase(services, request)),
        ),
    },
  );
}
