import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { media, users } from '../db/schema';
import { accountOf, guards, linkBase } from '../http/authenticate';
import { notFound } from '../http/httpError';
import { deleteStoredFiles, listMedia, mediaJson, thumbnailKey } from '../media/library';
import { mediaSignatureValid } from '../media/mediaUrls';
import type { Services } from '../services';
import { parse, route } from './routeKit';

const mediaQuery = z.object({
  type: z.enum(['image', 'video', 'audio', 'text']).optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(24),
});

/** `bytes=start-end` of a file of `size` bytes; undefined for no (or an unusable) range, null for unsatisfiable. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (!from && !to) return undefined;
  let start: number;
  let end: number;
  if (!from) {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to ? Math.min(Number(to), size - 1) : size - 1;
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

export function mediaRoutes(app: FastifyInstance, services: Services) {
  const { requireUser, requireAdmin } = guards(services);

  route(
    app,
    { operation: 'media.list' },
    {
      method: 'GET',
      url: '/api/v1/media',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        const query = parse(mediaQuery, request.query);
        const { rows, total } = await listMedia(services.db, account.id, {
          type: query.type,
          search: query.search,
          page: query.page,
          pageSize: query.page_size,
        });
        const base = linkBase(services, request);
        return {
          data: rows.map((row) => mediaJson(services, base, row)),
          meta: { page: query.page, page_size: query.page_size, total },
        };
      },
    },
  );

  route(
    app,
    { operation: 'admin.media.list' },
    {
      method: 'GET',
      url: '/api/v1/admin/media',
      preHandler: requireAdmin,
      handler: async (request) => {
        const query = parse(mediaQuery, request.query);
        const { rows, total } = await listMedia(services.db, undefined, {
          type: query.type,
          search: query.search,
          page: query.page,
          pageSize: query.page_size,
        });
        const owners = rows.length
          ? await services.db.query.users.findMany({
              where: (table, { inArray }) => inArray(table.id, [...new Set(rows.map((row) => row.userId))]),
              columns: { id: true, name: true, email: true },
            })
          : [];
        const base = linkBase(services, request);
        return {
          data: rows.map((row) => ({
            ...mediaJson(services, base, row),
            owner: owners.find((owner) => owner.id === row.userId) ?? null,
          })),
          meta: { page: query.page, page_size: query.page_size, total },
        };
      },
    },
  );

  route(
    app,
    { operation: 'media.delete' },
    {
      method: 'DELETE',
      url: '/api/v1/media/:id',
      preHandler: requireUser,
      handler: async (request, reply) => {
        const account = accountOf(request);
        const { id } = request.params as { id: string };
        const [row] = await services.db
          .delete(media)
          .where(and(eq(media.id, id), eq(media.userId, account.id), eq(media.isInput, false)))
          .returning();
        if (!row) throw notFound();
        await services.db
          .update(users)
          .set({ avatarMediaId: null })
          .where(and(eq(users.id, account.id), eq(users.avatarMediaId, id)));
        await deleteStoredFiles(services, [row]);
        return reply.status(204).send();
      },
    },
  );

  // The files themselves: a valid signature is the permission (see mediaUrls.ts for the URL model).
  route(
    app,
    { operation: 'media.file' },
    {
      method: 'GET',
      url: '/media/:id/:name',
      handler: async (request, reply) => {
        const { id } = request.params as { id: string; name: string };
        const { expires, signature, download, variant } = request.query as Record<string, string | undefined>;
        if (!mediaSignatureValid(services.config.secret, id, expires, signature)) throw notFound();
        const [row] = await services.db.select().from(media).where(eq(media.id, id)).limit(1);
        if (!row) throw notFound();
        // variant=thumb: the item's thumbnail (a video's poster frame), a JPEG made on first request; 404 when it
        // can have none (audio, an unreadable file).
        const thumb = variant === 'thumb';
        if (variant !== undefined && !thumb) throw notFound();
        const key = thumb ? await thumbnailKey(services, row) : row.storageKey;
        const stored = key ? await services.storage.stat(key) : undefined;
        if (!key || !stored) throw notFound();
        const fileName = thumb ? row.fileName.replace(/\.[^.]+$/, '') + '.thumb.jpg' : row.fileName;
        const etag = `"${stored.etag}"`;
        reply
          .header('Content-Type', thumb ? 'image/jpeg' : row.contentType)
          .header('ETag', etag)
          .header('Accept-Ranges', 'bytes')
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .header(
            'Content-Disposition',
            `${download ? 'attachment' : 'inline'}; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          );
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        const range = byteRange(request.headers.range, stored.size);
        if (range === null) {
          return reply.status(416).header('Content-Range', `bytes */${stored.size}`).send();
        }
        if (range) {
          reply
            .status(206)
            .header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`)
            .header('Content-Length', range.end - range.start + 1);
          return reply.send(await services.storage.read(key, range));
        }
        reply.header('Content-Length', stored.size);
        return reply.send(await services.storage.read(key));
      },
    },
  );
}
