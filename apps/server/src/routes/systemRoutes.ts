import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../config';
import { describeEngines } from '../engines';
import { guards } from '../http/authenticate';
import type { Services } from '../services';
import { enginesInUse } from '../tools/registry';
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
      // One line per engine the registry's tools run on (chat first), with the tools it serves.
      handler: async () => {
        const statuses = describeEngines(services.config.engineEnvironment);
        return {
          data: enginesInUse().flatMap(({ engine, tools }) =>
            statuses.filter((status) => status.tool === engine).map((status) => ({ ...status, tools })),
          ),
        };
      },
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
