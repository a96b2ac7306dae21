import { csvCell } from '@mediakit/api-client/console';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { invoiceJson, invoicePdf, invoiceSignatureValid, listInvoices, type InvoiceRow } from '../billing/invoices';
import { billingProfiles, invoices, users } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { notFound } from '../http/httpError';
import type { Services } from '../services';
import { parse, route } from './routeKit';

const invoiceQuery = z.object({
  month: z.string().max(60).optional(),
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The period must be a month as YYYY-MM.')
    .optional(),
  status: z.enum(['Paid', 'Pending', 'Refunded']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** The invoices table as CSV (Export CSV), safe against formulas like the users export. */
function invoicesCsv(rows: (InvoiceRow & { email?: string })[]) {
  const header = [
    'Number',
    'Date',
    'Month',
    'Description',
    'Status',
    'Amount',
    'Tax',
    'Currency',
    'Credits',
    'Engine',
    'Test mode',
  ];
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
      row.engine,
      row.livemode ? 'no' : 'yes',
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

/** Invoices: the user's and every account's (admin), as pages, CSV and signed PDF documents. */
export function invoiceRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);

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
}
