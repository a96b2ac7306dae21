// The server's command line: `serve` (default) the API with its workers, `worker` workers only, `migrate` and exit.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { checkEngineModels } from './engines/engineInfo';
import { seedDemoAccounts } from './seed';
import { startServer } from './server';

const command = process.argv[2] ?? 'serve';

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
  const server = await startServer(workerOnly ? { ...config, workers: Math.max(1, config.workers) } : config, {
    http: !workerOnly,
  });
  const shutdown = async () => {
    await server.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  if (workerOnly) {
    console.log(`Mediakit worker running ${config.workers} job(s) at a time.`);
    return;
  }
  const seeded = config.seedDemo ? await seedDemoAccounts(server.services) : undefined;
  const lines = [`Mediakit API on ${server.url} (${server.services.database.kind}, ${config.workers} worker(s))`];
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
  // A configuration problem is said in one line; anything else with its stack.
  console.error(
    error instanceof ConfigError || (error as Error)?.name === 'EngineConfigError' ? (error as Error).message : error,
  );
  process.exit(1);
});
