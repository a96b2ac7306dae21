// `pnpm start`: the whole product in one process: the reference server (API + workers on PGlite in .mediakit/)
// serving the production build of the app from the same origin (MEDIAKIT_HOST_DIR).
//
//   pnpm start                        http://127.0.0.1:5173
//   pnpm start --port 3000            another port (also `pnpm start -- --port 3000`); fails when it is taken
//   pnpm start --demo                 the app alone on the in-memory fake backend (same as pnpm start:demo)
//
// The app (apps/host/dist) and the server (apps/server/dist) are built on the first start and again whenever their
// sources changed (a hash of them is kept beside each build); other starts begin at once. With MEDIAKIT_HOST_DIR set,
// that build of the app is served instead. `pnpm dev` runs Vite's
// development server instead. Ctrl+C (or SIGTERM) drains and stops. The server's own settings (database, storage,
// engines) are its environment variables: see docs/server.md ("Environment") and docs/operations.md.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildServer, serverEntry } from '../apps/server/scripts/build.mjs';
import { isFresh, sourcesHash, writeStamp } from './buildStamp.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);

/** What the app's build reads: its own sources and every workspace package's, and the settings baked into it. */
const hostInputs = [
  'apps/host/src',
  'apps/host/public',
  'apps/host/index.html',
  'apps/host/vite.config.ts',
  'apps/host/package.json',
  'packages',
  'vite.shared.ts',
  'pnpm-lock.yaml',
];
const hostDist = join(root, 'apps/host/dist');

if (args.includes('--demo')) {
  // The demo has no server: Vite's server on the fake backend.
  await import('./dev.mjs');
} else {
  const index = args.indexOf('--port');
  const port = index >= 0 ? args[index + 1] : '5173';
  if (!port || !/^\d+$/.test(port)) {
    console.error('Usage: pnpm start [--port <number>]');
    process.exit(2);
  }
  // An app built elsewhere (MEDIAKIT_HOST_DIR) is served as it is.
  if (!process.env.MEDIAKIT_HOST_DIR) await buildHostWhenChanged();
  await buildServer();
  process.env.PORT = port;
  process.env.MEDIAKIT_HOST_DIR ??= hostDist;
  process.env.MEDIAKIT_STOP_WITH_PARENT ??= '1';
  process.argv.splice(2, Infinity, 'serve');
  await import(serverEntry);
}

async function buildHostWhenChanged() {
  const baked = JSON.stringify([process.env.VITE_MEDIAKIT_API_URL, process.env.VITE_MEDIAKIT_BACKEND]);
  const hash = `${sourcesHash(root, hostInputs)}:${baked}`;
  const stamp = join(hostDist, '.sources-hash');
  if (isFresh(stamp, hash, join(hostDist, 'index.html'))) return;
  console.log('Building the app (apps/host/dist): its sources changed since the last build, or it has none yet.');
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const build = spawn('pnpm', ['--filter', '@mediakit/host', 'build'], { cwd: root, stdio: 'inherit' });
    build.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (code !== 0) {
    console.error('The app did not build; see above.');
    process.exit(1);
  }
  writeStamp(stamp, hash);
  console.log(`Built the app in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
