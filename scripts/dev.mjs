// `pnpm dev`: for working on the app: Vite's development server (hot reload) for the host, and the reference server
// (API + workers on PGlite in .mediakit/, restarted by tsx when its sources change) behind Vite's proxy.
// `pnpm start` serves the production build instead (scripts/start.mjs).
//
//   pnpm dev                          server on 127.0.0.1:8787, app on http://127.0.0.1:5173
//   pnpm dev --port 3000              the app on another port (MEDIAKIT_SERVER_PORT moves the server)
//   pnpm dev --demo                   the app alone on the in-memory fake backend (same as pnpm start:demo)
//
// Ctrl+C stops both. The server's own settings (database, storage, engines) are its environment variables: see
// docs/server.md ("Environment").
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const demo = args.includes('--demo');
const appPort = option('port') ?? '5173';
const serverPort = process.env.MEDIAKIT_SERVER_PORT ?? '8787';
const serverUrl = `http://127.0.0.1:${serverPort}`;
const root = new URL('..', import.meta.url).pathname;

const children = [];
function run(name, command, commandArgs, env) {
  const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${serverUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not answer on ${serverUrl} within 2 minutes.`);
}

if (!demo) {
  run('server', 'pnpm', ['--filter', '@mediakit/server', 'dev'], { PORT: serverPort });
  await waitForServer();
}
run('app', 'pnpm', ['--filter', '@mediakit/host', 'exec', 'vite', '--port', appPort, '--strictPort'], {
  MEDIAKIT_SERVER_URL: serverUrl,
  ...(demo ? { VITE_MEDIAKIT_BACKEND: 'fake' } : {}),
});
setTimeout(() => {
  console.log(
    demo
      ? `\nMediakit (demo, in-memory fake backend): http://127.0.0.1:${appPort}\n`
      : `\nMediakit: http://127.0.0.1:${appPort}  (API ${serverUrl}; sign in with the demo accounts printed above)\n`,
  );
}, 1500).unref();
