// Runs the built server (`serve`, `worker` or `migrate`), building it first when its sources changed: what
// `pnpm server`, `pnpm worker` and the server package's `start`, `worker` and `migrate` scripts call. The server
// runs in this very process (no child), so a signal sent to it reaches the server; and because pnpm exits on SIGTERM
// without passing it on, the server also drains and stops when its parent goes away (MEDIAKIT_STOP_WITH_PARENT).
// In production run `node apps/server/dist/main.js <command>` directly (see docs/operations.md).
import { buildServer, serverEntry } from './build.mjs';

const command = process.argv[2] ?? 'serve';
if (!['serve', 'worker', 'migrate'].includes(command)) {
  console.error(`Unknown command "${command}". Use serve, worker or migrate.`);
  process.exit(2);
}
await buildServer();
process.env.MEDIAKIT_STOP_WITH_PARENT ??= '1';
await import(serverEntry);
