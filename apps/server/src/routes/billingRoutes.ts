import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isCurrency } from '../billing/money';
import { billingOverview, planList } from '../billing/overview';
import { billingProfileJson, updateBillingProfile } from '../billing/profile';
import { emailStatement, periodOf, periodRange, statementPdf, statementSignatureValid } from '../billing/statement';
import { users } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { notFound } from '../http/httpError';
import type { Services } from '../services';
import { adminBillingSummary } from '../usage/usage';
import { parse, route } from './routeKit';

const profileInput = z.object({
  company: z.string().max(200).optional(),
  tax_id: z.string().max(60).optional(),
  billing_email: z.string().max(200).optional(),
  address: z.string().max(1000).optional(),
  country: z.string().max(2).optional(),
  currency: z.string().optional(),
  locale: z.string().max(20).optional(),
});

/** The account's billing: plans, the overview, the billing profile, statements; the admin's billing summary. */
export function billingRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);

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
