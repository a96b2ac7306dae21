import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jobs } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { notFound } from '../http/httpError';
import { jobJson, listJobs, retryJob } from '../jobs/jobList';
import { cancelJob, findOwnJob } from '../jobs/jobs';
import { jobTools } from '../tools/registry';
import type { Services } from '../services';
import { parse, route } from './routeKit';

export function jobRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);

  const byPath = (request: FastifyRequest) => (request.params as { taskId?: string }).taskId;

  route(
    app,
    { operation: 'jobs.cancel' },
    {
      method: 'POST',
      url: '/api/v1/jobs/:taskId/cancel',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        const job = await findOwnJob(services.db, account.id, byPath(request) ?? '');
        const after = await services.db.transaction((tx) => cancelJob(tx, job));
        const [user] = await services.db.query.users.findMany({
          where: (users, { eq: is }) => is(users.id, account.id),
          limit: 1,
        });
        return { task_id: after.id, state: after.state, credits: user?.credits };
      },
    },
  );

  const jobQuery = z.object({
    state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']).optional(),
    tool: z.enum(jobTools).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  });

  route(
    app,
    { operation: 'jobs.list' },
    {
      method: 'GET',
      url: '/api/v1/jobs',
      preHandler: requireUser,
      handler: async (request) => {
        const query = parse(jobQuery, request.query);
        const { rows, total } = await listJobs(
          services,
          {
            userId: accountOf(request).id,
            state: query.state,
            tool: query.tool,
            page: query.page,
            pageSize: query.page_size,
          },
          linkBase(services, request),
        );
        return {
          data: rows.map(({ owner: _owner, ...job }) => job),
          meta: { page: query.page, page_size: query.page_size, total },
        };
      },
    },
  );

  route(
    app,
    { operation: 'admin.jobs.list' },
    {
      method: 'GET',
      url: '/api/v1/admin/jobs',
      preHandler: requireAdmin,
      handler: async (request) => {
        const query = parse(jobQuery, request.query);
        const { rows, total } = await listJobs(
          services,
          { state: query.state, tool: query.tool, page: query.page, pageSize: query.page_size },
          linkBase(services, request),
        );
        return { data: rows, meta: { page: query.page, page_size: query.page_size, total } };
      },
    },
  );

  route(
    app,
    { operation: 'admin.jobs.cancel' },
    {
      method: 'POST',
      url: '/api/v1/admin/jobs/:taskId/cancel',
      preHandler: requireAdmin,
      handler: async (request) => {
        const [job] = await services.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, byPath(request) ?? ''))
          .limit(1);
        if (!job) throw notFound('Task not found.');
        const after = await services.db.transaction((tx) => cancelJob(tx, job));
        return { data: jobJson(after) };
      },
    },
  );

  route(
    app,
    { operation: 'admin.jobs.retry' },
    {
      method: 'POST',
      url: '/api/v1/admin/jobs/:taskId/retry',
      preHandler: requireAdmin,
      handler: async (request, reply) => {
        const retried = await retryJob(services, byPath(request) ?? '');
        return reply.status(201).send({ data: jobJson(retried), retried_from: byPath(request) });
      },
    },
  );
}
