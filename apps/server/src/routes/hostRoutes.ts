import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths that belong to the API: never answered with the app's page. */
const apiPaths = /^\/(api|ai|sanctum|media|openapi\.json)(\/|$|\?)/;

/**
 * Serves the built host app (`MEDIAKIT_HOST_DIR`, e.g. apps/host/dist) from this server, so one process is the whole
 * product: static files with long caching for hashed assets, and index.html for every other page address.
 */
export async function hostRoutes(app: FastifyInstance, directory: string) {
  if (!existsSync(join(directory, 'index.html'))) {
    throw new Error(`MEDIAKIT_HOST_DIR has no index.html: ${directory} (build the host first: pnpm build:host)`);
  }
  await app.register(fastifyStatic, {
    root: directory,
    wildcard: false,
    setHeaders(reply, path) {
      reply.header(
        'Cache-Control',
        path.includes(`${join(directory, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || apiPaths.test(request.url))
      return reply.status(404).send({ message: 'Not found.' });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
