// The server's command line: `serve` (default) the API with its workers, `worker` workers only, `migrate` and exit.
// In production it runs built (`node apps/server/dist/main.js serve`, see apps/server/scripts/build.mjs).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { checkEngineModels } from './engines/engineInfo';
import { createLogger } from './observability/logger';
import { seedDemoAccounts } from './seed';
import { startServer, type RunningServer } from './server';

const command = process.argv[2] ?? 'serve';

/**
 * Stops on SIGTERM and SIGINT; started by a pnpm script (MEDIAKIT_STOP_WITH_PARENT=1, set by scripts/run.mjs and
 * scripts/start.mjs), also when the process that started it goes away: pnpm exits on SIGTERM without passing it
 * on, which used to leave the server running (and taking jobs) under init. A second signal, or the shutdown timeout,
 * ends it at once.
 */
function stopOnSignals(server: RunningServer, timeoutSeconds: number) {
  const { log } = server.services;
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) {
      log.warn({ reason }, 'stopping now');
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    log.info({ reason }, 'draining');
    const deadline = setTimeout(() => {
      log.error({ seconds: timeoutSeconds }, 'shutdown timed out');
      process.exit(1);
    }, timeoutSeconds * 1000);
    deadline.unref();
    void server.stop().then(
      () => {
        log.info({ ms: Date.now() - started }, 'drained');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  const parent = process.ppid;
  if (process.env.MEDIAKIT_STOP_WITH_PARENT === '1' && parent > 1) {
    const watch = setInterval(() => {
      if (process.ppid !== parent) stop('parent process exited');
    }, 500);
    watch.unref();
  }
}

async function main() {
  const config = loadConfig();
  if (command === 'migrate') {
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await database.close();
    console.log(`Database is up to date (${config.databaseUrl ? 'Postgres' : `PGlite in ${config.dataDir}`}).`);
    return;
  }
  if (command !== 'serve' && command !== 'worker') {
    console.error(`Unknown command "${command}". Use serve, worker or migrate.`);
    process.exitCode = 2;
    return;
  }
  const workerOnly = command === 'worker';
  const started = Date.now();
  const server = await startServer(workerOnly ? { ...config, workers: Math.max(1, config.workers) } : config, {
    http: !workerOnly,
  });
  stopOnSignals(server, config.shutdown.timeoutSeconds);
  const { log } = server.services;
  log.info(
    { url: server.url, database: server.services.database.kind, workers: server.services.config.workers },
    `${workerOnly ? 'worker' : 'api'} ready in ${Date.now() - started} ms`,
  );
  if (workerOnly) {
    console.log(
      `Mediakit worker running ${server.services.config.workers} job(s) at a time (health on ${server.url}).`,
    );
    return;
  }
  const seeded = config.seedDemo ? await seedDemoAccounts(server.services) : undefined;
  const what = config.hostDir ? 'Mediakit (the app and its API)' : 'Mediakit API';
  const lines = [`${what} on ${server.url} (${server.services.database.kind}, ${config.workers} worker(s))`];
  if (seeded) {
    lines.push(`First start: demo accounts created (also in ${join(config.dataDir, 'demo-accounts.txt')}):`);
    for (const account of seeded)
      lines.push(`  ${account.role.padEnd(5)} ${account.email}  password: ${account.password}`);
  } else if (config.seedDemo) {
    const saved = await readFile(join(config.dataDir, 'demo-accounts.txt'), 'utf8').catch(() => '');
    if (saved) lines.push(`Demo accounts: see ${join(config.dataDir, 'demo-accounts.txt')}`);
  }
  console.log(lines.join('\n'));
  // With a provider key set: each configured model checked once with the provider's cheapest read (not blocking).
  void checkEngineModels(config.engineEnvironment, AbortSignal.timeout(15_000)).then(
    (checks) => {
      for (const [tool, models] of Object.entries(checks)) {
        for (const check of models ?? []) {
          if (check.problem) console.warn(`Engine ${tool}: ${check.model}: ${check.problem}`);
          else if (check.ok) console.log(`Engine ${tool}: ${check.model} answers.`);
        }
      }
    },
    (error: unknown) => console.warn(`The engines' models could not be checked: ${String(error)}`),
  );
}

main().catch((error: unknown) => {
  // A configuration problem is said in one line; anything else as one JSON log line with its stack.
  if (error instanceof ConfigError || (error as Error)?.name === 'EngineConfigError') {
    console.error((error as Error).message);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Port ${process.env.PORT ?? 8787} is in use: stop what runs there or choose another port.`);
  } else {
    createLogger({ logLevel: 'info' }, command === 'worker' ? 'worker' : 'api').fatal({ err: error }, 'start failed');
  }
  process.exit(1);
});
