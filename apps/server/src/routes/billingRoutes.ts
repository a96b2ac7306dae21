import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invoiceJson, invoicePdf, invoiceSignatureValid, listInvoices } from '../billing/invoices';
import { invoices, users } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { notFound } from '../http/httpError';
import type { Services } from '../services';
import { adminBillingSummary, dashboardSummary, usageSummary } from '../usage/usage';
import { parse, route } from './routeKit';

const invoiceQuery = z.object({
  month: z.string().max(60).optional(),
  status: z.enum(['Paid', 'Pending']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export function billingRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);

  async function invoicePage(userId: string | undefined, query: unknown, base: string) {
    const { month, status, page, page_size } = parse(invoiceQuery, query);
    const { rows, total } = await listInvoices(services.db, userId, { month, status, page, pageSize: page_size });
    return { data: rows.map((row) => invoiceJson(services, base, row)), meta: { page, page_size, total } };
  }

  route(
    app,
    { operation: 'billing.invoices' },
    {
      method: 'GET',
      url: '/api/v1/invoices',
      preHandler: requireUser,
      handler: (request) => invoicePage(accountOf(request).id, request.query, linkBase(services, request)),
    },
  );

  route(
    app,
    { operation: 'admin.billing.invoices' },
    {
      method: 'GET',
      url: '/api/v1/admin/billing/invoices',
      preHandler: requireAdmin,
      handler: (request) => invoicePage(undefined, request.query, linkBase(services, request)),
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
          .select({ invoice: invoices, user: users })
          .from(invoices)
          .innerJoin(users, eq(users.id, invoices.userId))
          .where(eq(invoices.id, id))
          .limit(1);
        if (!row) throw notFound();
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="invoice-${row.invoice.number}.pdf"`)
          .send(invoicePdf(row.invoice, row.user));
      },
    },
  );

  route(
    app,
    { operation: 'usage.summary' },
    {
      method: 'GET',
      url: '/api/v1/usage',
      preHandler: requireUser,
      handler: (request) => usageSummary(services.db, accountOf(request)),
    },
  );

  route(
    app,
    { operation: 'usage.dashboard' },
    {
      method: 'GET',
      url: '/api/v1/dashboard',
      preHandler: requireUser,
      handler: (request) => dashboardSummary(services.db, accountOf(request)),
    },
  );

  route(
    app,
    { operation: 'admin.billing.summary' },
    {
      method: 'GET',
      url: '/api/v1/admin/billing/summary',
      preHandler: requireAdmin,
      handler: (request) => adminBillingSummary(services.db, accountOf(request)),
    },
  );
}
