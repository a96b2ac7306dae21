import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { join } from 'node:path';
import pg from 'pg';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import { repoRoot } from '../config';
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

const migrationsFolder = join(repoRoot, 'apps/server/drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A pg-boss instance on the same database (not started). */
  createQueue(): PgBoss;
  /** Lets pg-boss write inside one of our transactions (the job is enqueued only if the transaction commits). */
  queueConnection(tx: Tx): ReturnType<typeof fromDrizzle>;
  /**
   * Runs `work` while holding the schema lock (a PostgreSQL advisory lock; PGlite has one process): what creates or
   * changes tables at start (our migrations, pg-boss's schema and queues) runs on one node at a time.
   */
  underSchemaLock<T>(work: () => Promise<T>): Promise<T>;
  /** Answers when the database does (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock every node takes before changing the schema (an arbitrary constant: "mediakit" in hex). */
const schemaLockKey = 0x6d656469616b6974n;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Told of connection errors that no query was waiting for (an idle connection closed by the server). */
  onConnectionError?: (error: Error) => void;
}

/**
 * Opens the database: Postgres when `databaseUrl` is set, else PGlite (Postgres in WebAssembly) with its files in
 * `dataDir/db`. PGlite is one connection in this process: transactions run one after another, and only one server
 * process may open a data dir. The schema's migrations are applied before it is returned, under the schema lock.
 *
 * On PostgreSQL a connection the server closes (a terminated backend, a restart, a failover) is only logged: the
 * pool drops it and opens new ones as queries need them, so the node outlives its database's restarts.
 */
export async function openDatabase({ dataDir, databaseUrl, onConnectionError }: DatabaseOptions) {
  let database: Database;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // A query waits at most this long for a connection (the pool busy, or the database unreachable), not for ever.
      connectionTimeoutMillis: 30_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    const reportConnectionError = (error: Error) => onConnectionError?.(error);
    // An idle connection's error arrives here; without a listener it would end the process.
    pool.on('error', reportConnectionError);
    // A connection checked out for a transaction has no pool listener: one closed between two of its statements
    // would otherwise throw an unhandled 'error' event. The transaction's next statement fails instead.
    pool.on('connect', (client) => client.on('error', reportConnectionError));
    const underSchemaLock = async <T>(work: () => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
      client.on('error', reportConnectionError);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [schemaLockKey.toString()]);
        return await work();
      } finally {
        // Ending the session releases the lock even if the unlock cannot be sent.
        await client.query('SELECT pg_advisory_unlock($1)', [schemaLockKey.toString()]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    };
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
    await underSchemaLock(() => migratePostgres(db as never, { migrationsFolder }));
    database = {
      db,
      kind: 'postgres',
      createQueue: () => new PgBoss({ connectionString: databaseUrl, max: 4, ...queueSupervision }),
      queueConnection: (tx) => fromDrizzle(tx as never, sql as never),
      underSchemaLock,
      async ping() {
        await pool.query('SELECT 1');
      },
      close: () => pool.end(),
    };
  } else {
    const directory = join(dataDir, 'db');
    mkdirSync(directory, { recursive: true });
    keepWebAssemblyCode();
    const pglite = await PGlite.create(directory);
    const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    database = {
      db,
      kind: 'pglite',
      createQueue: () => new PgBoss({ db: fromPglite(pglite), backend: 'pglite', ...queueSupervision }),
      queueConnection: (tx) => fromDrizzle(tx as never, sql as never),
      underSchemaLock: (work) => work(),
      async ping() {
        await pglite.query('SELECT 1');
      },
      close: () => pglite.close(),
    };
  }
  return database;
}

/**
 * Turns off V8's collection of dead WebAssembly code before PGlite compiles its module. Node 24's V8 can abort the
 * process when it frees such code (`Check failed: jit_page_->allocations_.erase(addr) == 1` in
 * `ThreadIsolation::UnregisterWasmAllocation`, nodejs/node#64500, no fix released): it killed a server test worker
 * here about once in five runs. The code it would free is PGlite's baseline code replaced by optimised code, each
 * function at most once, and PGlite keeps its compiled module for the life of the process: a bounded cost.
 */
function keepWebAssemblyCode() {
  setFlagsFromString('--no-wasm-code-gc');
}
