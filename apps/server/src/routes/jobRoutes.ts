import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jobs } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { invalid } from '../http/httpError';
import { cancelJob, findOwnJob } from '../jobs/jobs';
import { jobOutputs, statusAnswer } from '../jobs/statusAnswers';
import type { JobTool } from '../jobs/toolJobs';
import type { Services } from '../services';
import { parse, route } from './routeKit';

export function jobRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);

  async function answer(request: FastifyRequest, taskId: string | undefined, tools: readonly JobTool[]) {
    if (!taskId?.trim()) throw invalid('task_id is required.');
    const job = await findOwnJob(services.db, accountOf(request).id, taskId, tools);
    return statusAnswer(services, linkBase(services, request), job, await jobOutputs(services.db, job));
  }
  const byPath = (request: FastifyRequest) => (request.params as { taskId?: string }).taskId;
  const byQuery = (request: FastifyRequest) => (request.query as { task_id?: string }).task_id;

  const statusRoutes: [string, string, (request: FastifyRequest) => string | undefined, JobTool[]][] = [
    ['imageToVideo.status', '/ai/video/status/:taskId', byPath, ['imageToVideo']],
    ['mystic.status', '/ai/mystic/status/:taskId', byPath, ['mystic']],
    ['imageEdit.status', '/api/ai/edit-status', byQuery, ['imageEdit']],
    ['enhance.status', '/ai/enhance/status', byQuery, ['enhance']],
    ['style.status', '/ai/style/status', byQuery, ['style']],
    ['videoUpscale.status', '/api/video/upscale/status', byQuery, ['videoUpscale']],
  ];
  for (const [operation, url, taskIdOf, tools] of statusRoutes) {
    route(
      app,
      { operation },
      {
        method: 'GET',
        url,
        preHandler: requireUser,
        handler: (request) => answer(request, taskIdOf(request), tools),
      },
    );
  }

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

  route(
    app,
    { operation: 'jobs.list' },
    {
      method: 'GET',
      url: '/api/v1/jobs',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        const { page, page_size } = parse(
          z.object({
            page: z.coerce.number().int().min(1).default(1),
            page_size: z.coerce.number().int().min(1).max(100).default(20),
          }),
          request.query,
        );
        const rows = await services.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.userId, account.id)))
          .orderBy(desc(jobs.createdAt))
          .limit(page_size)
          .offset((page - 1) * page_size);
        return {
          data: rows.map((job) => ({
            id: job.id,
            tool: job.tool,
            state: job.state,
            title: (job.input as { title?: string }).title ?? job.tool,
            cost: job.cost,
            engine: job.engine,
            error: job.error,
            created_at: job.createdAt.toISOString(),
            finished_at: job.finishedAt?.toISOString() ?? null,
          })),
          meta: { page, page_size },
        };
      },
    },
  );
}
