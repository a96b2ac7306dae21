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

  route(
    app,
    { operation: 'system.health' },
    {
      method: 'GET',
      url: '/api/health',
      handler: async () => ({ ok: true, database: services.database.kind, workers: services.config.workers }),
    },
  );
}
