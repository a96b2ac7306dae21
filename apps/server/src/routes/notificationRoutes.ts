import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountOf, guards } from '../http/authenticate';
import { listNotifications, markRead, notificationJson, unreadCount } from '../notifications/notifications';
import type { Services } from '../services';
import { pageQuery, parse, route } from './routeKit';

const listQuery = pageQuery.extend({
  unread: z
    .enum(['0', '1', 'true', 'false'], { error: 'unread must be true or false.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

const readBody = z.union(
  [
    z.object({ all: z.literal(true) }),
    z.object({
      ids: z
        .array(z.string().min(1).max(100), { error: 'Give the ids to mark read, or all: true.' })
        .max(500, 'At most 500 ids at once.'),
    }),
  ],
  { error: 'Give the ids to mark read, or all: true.' },
);

/** The bell: the user's notifications (jobs that ended, credits running low), the unread count, marking read. */
export function notificationRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);

  route(
    app,
    { operation: 'notifications.list' },
    {
      method: 'GET',
      url: '/api/v1/notifications',
      preHandler: requireUser,
      handler: async (request) => {
        const query = parse(listQuery, request.query);
        const { rows, total, unread } = await listNotifications(services.db, accountOf(request).id, {
          page: query.page,
          pageSize: query.page_size,
          unreadOnly: query.unread,
        });
        return {
          data: rows.map(notificationJson),
          meta: { page: query.page, page_size: query.page_size, total },
          unread,
        };
      },
    },
  );

  route(
    app,
    { operation: 'notifications.unreadCount' },
    {
      method: 'GET',
      url: '/api/v1/notifications/unread-count',
      preHandler: requireUser,
      handler: async (request) => ({ unread: await unreadCount(services.db, accountOf(request).id) }),
    },
  );

  route(
    app,
    { operation: 'notifications.markRead', fields: ['ids', 'all'] },
    {
      method: 'POST',
      url: '/api/v1/notifications/read',
      preHandler: requireUser,
      handler: async (request) => {
        const body = parse(readBody, request.body);
        const unread = await markRead(services.db, accountOf(request).id, 'all' in body ? 'all' : body.ids);
        return { unread };
      },
    },
  );
}
