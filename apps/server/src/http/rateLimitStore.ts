import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';

/**
 * Rate limit counters in the database, so a limit holds over every node behind the load balancer (in-process
 * counters gave each node its own allowance). One upsert per counted request: the row's window starts with the first
 * hit and counts until `resets_at`. Each route's limit is its own namespace (its method and URL); the shared job
 * start limit is one namespace over every job route.
 */
export function databaseRateLimitStore(db: Db) {
  const storeFor = (namespace: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const row = `${namespace}|${key}`;
      db.execute(
        sql`INSERT INTO ${rateLimits} (key, hits, resets_at)
            VALUES (${row}, 1, now() + ${timeWindow} * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN ${rateLimits.resetsAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END,
              resets_at = CASE WHEN ${rateLimits.resetsAt} <= now() THEN excluded.resets_at
                               ELSE ${rateLimits.resetsAt} END
            RETURNING hits, greatest(0, extract(epoch from (resets_at - now())) * 1000)::float8 AS ttl`,
      ).then(
        (result) => {
          // node-postgres and PGlite both answer { rows }.
          const [answer] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
          callback(null, { current: Number(answer?.hits ?? 1), ttl: Math.ceil(Number(answer?.ttl ?? timeWindow)) });
        },
        (error: Error) => callback(error),
      );
    },
    child(routeOptions) {
      // The plugin passes the route as `routeInfo` (empty for a limiter shared by several routes).
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [info?.method ?? ''].flat().join(',');
      return storeFor(info?.url ? `${method} ${info.url}` : 'shared');
    },
  });
  // The plugin constructs the store it is given (with its global options, which this store does not need).
  return function DatabaseRateLimitStore() {
    return storeFor('global');
  } as unknown as FastifyRateLimitStoreCtor;
}

/** Removes counters whose window ended over an hour ago (they would restart at 1 anyway). */
export async function pruneRateLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now() - interval '1 hour'`));
}
