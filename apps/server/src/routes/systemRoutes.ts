import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../config';
import { describeEngines } from '../engines';
import { checkEngineModels, connectHint, engineInfo } from '../engines/engineInfo';
import { guards } from '../http/authenticate';
import type { Services } from '../services';
import { route } from './routeKit';

export const contractPath = join(repoRoot, 'packages/api-client/openapi.yaml');

export function systemRoutes(app: FastifyInstance, services: Services) {
  const document = parseYaml(readFileSync(contractPath, 'utf8')) as Record<string, unknown>;

  route(
    app,
    { operation: 'system.openapi' },
    {
      method: 'GET',
      url: '/openapi.json',
      handler: async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(document),
    },
  );

  route(
    app,
    { operation: 'admin.engines' },
    {
      method: 'GET',
      url: '/api/v1/admin/engines',
      preHandler: guards(services).requireAdmin,
      handler: async () => {
        const env = services.config.engineEnvironment;
        // With a provider key set, each configured model is checked with the provider's cheapest read (10 s at most).
        const checks = await checkEngineModels(env, AbortSignal.timeout(10_000)).catch(
          () => ({}) as Awaited<ReturnType<typeof checkEngineModels>>,
        );
        const info = engineInfo(env);
        return {
          data: describeEngines(env).map((status, index) => ({
            ...status,
            kind: info[index]!.kind,
            summary: info[index]!.summary,
            connect: connectHint(status.tool),
            ...(checks[status.tool] ? { models: checks[status.tool] } : {}),
          })),
        };
      },
    },
  );

  route(
    app,
    { operation: 'engines.list' },
    {
      method: 'GET',
      url: '/api/v1/engines',
      preHandler: guards(services).requireUser,
      // Which engine will answer each tool and what it does, for the tools' forms (before anyone pays).
      handler: async () => ({ data: engineInfo(services.config.engineEnvironment) }),
    },
  );

  healthRoutes(app, services);
}

/** How long a readiness check waits for the database or the storage before calling it down. */
const checkTimeoutMs = 3_000;

async function check(work: () => Promise<void>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return (error as Error)?.message?.slice(0, 200) || 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a load balancer and an orchestrator ask every node, API and worker alike: liveness (`/api/health`, the
 * process answers), readiness (`/api/ready`: the database and the storage answer and the node is not draining; 503
 * otherwise, so it gets no new traffic) and the Prometheus metrics (`/metrics`).
 */
export function healthRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    { operation: 'system.health' },
    {
      method: 'GET',
      url: '/api/health',
      handler: async () => ({ ok: true, database: services.database.kind, workers: services.config.workers }),
    },
  );

  route(
    app,
    { operation: 'system.ready' },
    {
      method: 'GET',
      url: '/api/ready',
      handler: async (_request, reply) => {
        const draining = services.lifecycle.draining.aborted;
        const [database, storage] = await Promise.all([
          check(() => services.database.ping()),
          check(() => services.storage.check()),
        ]);
        const ready = !draining && database === 'ok' && storage === 'ok';
        services.metrics.ready.set(ready ? 1 : 0);
        return reply
          .status(ready ? 200 : 503)
          .header('Cache-Control', 'no-store')
          .send({ ready, draining, database, storage });
      },
    },
  );

  route(
    app,
    { operation: 'system.metrics' },
    {
      method: 'GET',
      url: '/metrics',
      handler: async (_request, reply) =>
        reply
          .header('Content-Type', services.metrics.registry.contentType)
          .header('Cache-Control', 'no-store')
          .send(await services.metrics.registry.metrics()),
    },
  );
}
