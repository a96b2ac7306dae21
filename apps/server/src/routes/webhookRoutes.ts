import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountOf, guards } from '../http/authenticate';
import type { Services } from '../services';
import { deliveryJson, listDeliveries, queueTestEvent, sendDelivery } from '../webhooks/webhookDeliveries';
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listWebhooks,
  updateWebhook,
  webhookJson,
} from '../webhooks/webhooks';
import { parse, route } from './routeKit';

const events = z.array(z.string({ error: 'Events must be names such as job.completed.' }), {
  error: 'Choose at least one event.',
});

/** The signed-in user's outgoing webhooks (Settings, Integrations). */
export function webhookRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

  route(
    app,
    { operation: 'integrations.webhooks.list' },
    {
      method: 'GET',
      url: '/api/v1/webhooks',
      preHandler: requireUser,
      handler: async (request) => ({
        data: (await listWebhooks(services.db, accountOf(request).id)).map(webhookJson),
      }),
    },
  );

  route(
    app,
    { operation: 'integrations.webhooks.create', fields: ['url', 'events'] },
    {
      method: 'POST',
      url: '/api/v1/webhooks',
      preHandler: requireUser,
      handler: async (request, reply) => {
        const input = parse(z.object({ url: z.string({ error: 'The URL field is required.' }), events }), request.body);
        const created = await services.db.transaction((tx) =>
          createWebhook(
            tx,
            { serverSecret: services.config.secret, allowLocal: services.config.allowLocalUrls },
            accountOf(request).id,
            input,
          ),
        );
        return reply.status(201).send({ data: created });
      },
    },
  );

  route(
    app,
    { operation: 'integrations.webhooks.update', fields: ['active', 'events'] },
    {
      method: 'PATCH',
      url: '/api/v1/webhooks/:id',
      preHandler: requireUser,
      handler: async (request) => {
        const changes = parse(
          z.object({
            active: z.boolean({ error: 'Active must be true or false.' }).optional(),
            events: events.optional(),
          }),
          request.body,
        );
        const row = await services.db.transaction((tx) =>
          updateWebhook(tx, accountOf(request).id, idOf(request), changes),
        );
        return { data: webhookJson(row) };
      },
    },
  );

  route(
    app,
    { operation: 'integrations.webhooks.delete' },
    {
      method: 'DELETE',
      url: '/api/v1/webhooks/:id',
      preHandler: requireUser,
      handler: async (request, reply) => {
        await services.db.transaction((tx) => deleteWebhook(tx, accountOf(request).id, idOf(request)));
        return reply.status(204).send();
      },
    },
  );

  route(
    app,
    { operation: 'integrations.webhooks.deliveries' },
    {
      method: 'GET',
      url: '/api/v1/webhooks/:id/deliveries',
      preHandler: requireUser,
      handler: async (request) => {
        const hook = await findWebhook(services.db, accountOf(request).id, idOf(request));
        return { data: (await listDeliveries(services.db, hook.id)).map(deliveryJson) };
      },
    },
  );

  route(
    app,
    { operation: 'integrations.webhooks.test' },
    {
      method: 'POST',
      url: '/api/v1/webhooks/:id/test',
      preHandler: requireUser,
      // A test event goes out now, once (no retries), and the answer says what the endpoint did.
      handler: async (request) => {
        const hook = await findWebhook(services.db, accountOf(request).id, idOf(request));
        const pending = await queueTestEvent(services.db, hook.id);
        const sent = await sendDelivery(services.db, services.config, pending, { retry: false });
        return { data: deliveryJson(sent!) };
      },
    },
  );
}
