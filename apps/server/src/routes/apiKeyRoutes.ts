import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createApiKey, listApiKeys, revokeApiKey } from '../apiKeys/apiKeys';
import { accountOf, guards } from '../http/authenticate';
import type { Services } from '../services';
import { parse, route } from './routeKit';

export function apiKeyRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);

  route(
    app,
    { operation: 'apiKeys.list' },
    {
      method: 'GET',
      url: '/api/v1/api-keys',
      preHandler: requireUser,
      handler: async (request) => ({ data: await listApiKeys(services.db, accountOf(request).id) }),
    },
  );

  route(
    app,
    { operation: 'apiKeys.create', fields: ['label'] },
    {
      method: 'POST',
      url: '/api/v1/api-keys',
      preHandler: requireUser,
      handler: async (request, reply) => {
        const { label } = parse(
          z.object({
            label: z
              .string({ error: 'The label field is required.' })
              .trim()
              .min(1, 'The label field is required.')
              .max(80, 'The label must be at most 80 characters.'),
          }),
          request.body,
        );
        const created = await services.db.transaction((tx) => createApiKey(tx, accountOf(request).id, label));
        return reply.status(201).send({ data: created });
      },
    },
  );

  route(
    app,
    { operation: 'apiKeys.revoke' },
    {
      method: 'DELETE',
      url: '/api/v1/api-keys/:id',
      preHandler: requireUser,
      handler: async (request, reply) => {
        const { id } = request.params as { id: string };
        await services.db.transaction((tx) => revokeApiKey(tx, accountOf(request).id, id));
        return reply.status(204).send();
      },
    },
  );
}
