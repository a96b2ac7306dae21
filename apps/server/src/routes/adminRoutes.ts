import { usersCsv } from '@mediakit/api-client/console';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountStatuses } from '../accounts/roles';
import {
  adminUserJson,
  createAdminUser,
  deleteAdminUser,
  exportAdminUsers,
  listAdminUsers,
  updateAdminUser,
} from '../admin/adminUsers';
import { media } from '../db/schema';
import { deleteStoredFiles } from '../media/library';
import { accountOf, guards } from '../http/authenticate';
import type { Services } from '../services';
import { parse, route } from './routeKit';

const tableRoles = ['Admin', 'Manager', 'User'] as const;

const filters = z.object({
  search: z.string().max(200).optional(),
  role: z.enum(tableRoles).optional(),
  status: z.enum(accountStatuses).optional(),
  sort: z.enum(['name', 'email', 'role', 'status', 'created_at', 'usage']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const listQuery = filters.extend({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .refine((value) => value === 10 || value === 20 || value === 50, 'The page size must be 10, 20 or 50.')
    .default(10),
});

const userInput = z.object({
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(120),
  email: z.string({ error: 'The email must be a valid email address.' }).trim(),
  role: z.enum(tableRoles, { error: 'The role must be Admin, Manager or User.' }).default('User'),
  status: z.enum(accountStatuses, { error: 'The status must be Active, Inactive or Suspended.' }).default('Active'),
  password: z.string().max(200).optional(),
});

export function adminRoutes(app: FastifyInstance, services: Services) {
  const { requireAdmin } = guards(services);

  route(
    app,
    { operation: 'admin.users.list' },
    {
      method: 'GET',
      url: '/api/v1/admin/users',
      preHandler: requireAdmin,
      handler: async (request) => {
        const query = parse(listQuery, request.query);
        const { rows, total } = await listAdminUsers(services.db, {
          ...query,
          pageSize: query.page_size as 10 | 20 | 50,
        });
        return { data: rows.map(adminUserJson), meta: { page: query.page, page_size: query.page_size, total } };
      },
    },
  );

  route(
    app,
    { operation: 'admin.users.exportCsv' },
    {
      method: 'GET',
      url: '/api/v1/admin/users/export',
      preHandler: requireAdmin,
      handler: async (request, reply) => {
        const query = parse(filters, request.query);
        const rows = await exportAdminUsers(services.db, query);
        const fileName = `users_${Date.now()}.csv`;
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(usersCsv(rows.map(adminUserJson)));
      },
    },
  );

  route(
    app,
    { operation: 'admin.users.create', fields: ['name', 'email', 'role', 'status', 'password'] },
    {
      method: 'POST',
      url: '/api/v1/admin/users',
      preHandler: requireAdmin,
      handler: async (request, reply) => {
        const input = parse(userInput, request.body);
        const created = await services.db.transaction((tx) => createAdminUser(tx, input));
        return reply.status(201).send({ data: adminUserJson(created) });
      },
    },
  );

  route(
    app,
    { operation: 'admin.users.update', fields: ['name', 'email', 'role', 'status', 'password'] },
    {
      method: 'PATCH',
      url: '/api/v1/admin/users/:id',
      preHandler: requireAdmin,
      handler: async (request) => {
        const changes = parse(userInput.partial(), request.body);
        const { id } = request.params as { id: string };
        const updated = await services.db.transaction((tx) => updateAdminUser(tx, accountOf(request), id, changes));
        return { data: adminUserJson(updated) };
      },
    },
  );

  route(
    app,
    { operation: 'admin.users.delete' },
    {
      method: 'DELETE',
      url: '/api/v1/admin/users/:id',
      preHandler: requireAdmin,
      handler: async (request, reply) => {
        const { id } = request.params as { id: string };
        const files = await services.db
          .select({ storageKey: media.storageKey, thumbKey: media.thumbKey })
          .from(media)
          .where(eq(media.userId, id));
        await services.db.transaction((tx) => deleteAdminUser(tx, accountOf(request), id));
        // The rows went with the user (cascade); now their files.
        await deleteStoredFiles(services, files);
        return reply.status(204).send();
      },
    },
  );
}
