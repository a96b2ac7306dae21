import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { invalid } from '../http/httpError';

/**
 * How a route declares itself: the operation it serves (the client resource and call), its method and path as in
 * openapi.yaml, and the request fields it reads. The contract test compares this list with the yaml.
 */
export interface RouteContract {
  operation: string;
  /** JSON or multipart fields the route reads, when it takes a body. */
  fields?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

export function route(app: FastifyInstance, contract: RouteContract, options: RouteOptions) {
  app.route({ ...options, config: { ...options.config, contract } });
}

/** Parses with a schema; the first problem's message becomes the 422's details. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Invalid input.');
  return result.data;
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
