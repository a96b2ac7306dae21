import { inputEntries } from '@mediakit/api-client/tools';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOf, callerKey, guards, linkBase } from '../http/authenticate';
import { invalid } from '../http/httpError';
import { findOwnJob } from '../jobs/jobs';
import { jobOutputs, statusAnswer } from '../jobs/statusAnswers';
import { markJobNotificationsSeen } from '../notifications/notifications';
import type { Services } from '../services';
import { serverTools, type JobTool } from '../tools/registry';
import type { ServerTool } from '../tools/serverTool';
import { startTool } from '../tools/startTool';
import { route } from './routeKit';

/** A path of the contract (`/ai/video/status/{taskId}`) as Fastify routes it (`:taskId`). */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Every paid tool's routes, made from the registry: its start (or its one call) at its definition's path, reading the
 * fields its schema names, and a job tool's status check (the task id in the path or as `task_id`).
 */
export function paidToolRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);
  // 30 job starts a minute per caller, over all the tools together (one limiter shared by every job route).
  const startLimit = services.config.rateLimits
    ? { onRequest: app.rateLimit({ max: 30, timeWindow: '1 minute', keyGenerator: callerKey(services) }) }
    : {};

  for (const tool of Object.values(serverTools) as ServerTool[]) {
    const { definition } = tool;
    const fields = Object.keys(inputEntries(definition.input()));
    const [call, start] = Object.entries(definition.operations)[0]!;
    route(
      app,
      { operation: `${definition.name}.${call}`, fields },
      {
        method: start.method,
        url: fastifyPath(start.path),
        preHandler: requireUser,
        ...startLimit,
        handler: (request) => startTool(services, request, tool),
      },
    );
    if (definition.kind !== 'job') continue;
    const { status } = definition.operations;
    const byPath = status.path.includes('{taskId}');
    route(
      app,
      { operation: `${definition.name}.status` },
      {
        method: status.method,
        url: fastifyPath(status.path),
        preHandler: requireUser,
        handler: async (request: FastifyRequest) => {
          const taskId = byPath
            ? (request.params as { taskId?: string }).taskId
            : (request.query as { task_id?: string }).task_id;
          if (!taskId?.trim()) throw invalid('task_id is required.');
          const job = await findOwnJob(services.db, accountOf(request).id, taskId, [definition.name as JobTool]);
          if (['succeeded', 'failed', 'cancelled'].includes(job.state)) {
            await markJobNotificationsSeen(services.db, job.userId, job.id);
          }
          return statusAnswer(services, linkBase(services, request), job, await jobOutputs(services.db, job));
        },
      },
    );
  }
}
