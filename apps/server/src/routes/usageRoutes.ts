import type { FastifyInstance } from 'fastify';
import { billingContext } from '../billing/invoices';
import { accountOf, guards, linkBase } from '../http/authenticate';
import type { Services } from '../services';
import { adminDashboard, dashboardSummary, usageSummary } from '../usage/usage';
import { route } from './routeKit';

/** The usage page, the user's dashboard and the admin dashboard: every figure computed from the data. */
export function usageRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);

  route(
    app,
    { operation: 'usage.summary' },
    {
      method: 'GET',
      url: '/api/v1/usage',
      preHandler: requireUser,
      handler: (request) => usageSummary(services, accountOf(request), linkBase(services, request)),
    },
  );

  route(
    app,
    { operation: 'usage.dashboard' },
    {
      method: 'GET',
      url: '/api/v1/dashboard',
      preHandler: requireUser,
      handler: (request) => dashboardSummary(services, accountOf(request), linkBase(services, request)),
    },
  );

  route(
    app,
    { operation: 'admin.dashboard' },
    {
      method: 'GET',
      url: '/api/v1/admin/dashboard',
      preHandler: requireAdmin,
      handler: async (request) => {
        const { locale } = await billingContext(services.db, accountOf(request).id);
        return adminDashboard(services.db, locale);
      },
    },
  );
}
