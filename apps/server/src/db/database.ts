import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: domain functions take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * How soon a job whose worker stopped heartbeating (killed, crashed) is noticed and retried. pg-boss fails such jobs
 * in its supervision pass, which runs every max(monitor, supervise) interval: both are 5 s (the monitor's default of
 * 60 s made a killed worker's job wait over a minute), so a dead worker's job is retried 10-15 s after its last
 * heartbeat (heartbeats are every 5 s and expire after 10 s, pg-boss's minimum).
 */
const queueSupervision = { superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 };

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A pg-boss instance on the same database (not started). */
  createQueue(): PgBoss;
  /** Lets pg-boss write inside one of our transactions (the job is enqueued only if the transaction commits). */
  queueConnection(tx: Tx): ReturnType<typeof fromDrizzle>;
  close(): Promise<void>;
}

/**
 * Opens the database: Postgres when `databaseUrl` is set, else PGlite (Postgres in WebAssembly) with its files in
 * `dataDir/db`. PGlite is one connection in this process: transactions run one after another, and only one server
 * process may open a data dir. The schema's migrations are applied before it is returned.
 */
export async function openDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }) {
  let database: Database;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
    await migratePostgres(db as never, { migrationsFolder });
    database = {
      db,
      kind: 'postgres',
      createQueue: () => new PgBoss({ connectionString: databaseUrl, max: 4, ...queueSupervision }),
      queueConnection: (tx) => fromDrizzle(tx as never, sql as never),
      close: () => pool.end(),
    };
  } else {
    const directory = join(dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    const pglite = await PGlite.create(directory);
    const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    database = {
      db,
      kind: 'pglite',
      createQueue: () => new PgBoss({ db: fromPglite(pglite), backend: 'pglite', ...queueSupervision }),
      queueConnection: (tx) => fromDrizzle(tx as never, sql as never),
      close: () => pglite.close(),
    };
  }
  return database;
}
