import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';

/** An account made directly in the server's database, with its bearer token. */
export interface ProductAccount {
  email: string;
  password: string;
  token: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product's address: the real server on a free port serving the built host (one origin, as in production). */
    productUrl: string;
    /** A pro user with 1 credit: not enough for most jobs. */
    poorUser: ProductAccount;
    /** A pro user with a fixed name (ada) and 500 credits, for screenshots of the signed-in pages. */
    visualUser: ProductAccount;
    /** An admin. */
    adminUser: ProductAccount;
    /** `--update` (or `-u`) on the command line: write new baselines instead of comparing. */
    updateBaselines: boolean;
  }
}

const repoRoot = new URL('../..', import.meta.url).pathname;
export const hostDist = join(repoRoot, 'apps', 'host', 'dist');

/**
 * The real product on a fresh temporary data dir: the server (PGlite, the real local engines, rate limits off)
 * serving the production build of the host, in its own process as `pnpm start` runs it. `pnpm test` runs the e2e
 * and visual steps after its "build host" step; run alone, this builds the host when apps/host/dist is missing
 * (`pnpm test:e2e` always builds first).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(hostDist, 'index.html'))) {
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle (150 kB on `/`, over budget).
    const env = { ...process.env, NODE_ENV: 'production' };
    execFileSync('pnpm', ['build:host'], { cwd: repoRoot, stdio: 'inherit', env });
  }
  // One Node process (tsx's loader, not its CLI's wrapper processes) so that SIGTERM reaches the server itself.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@mediakit/source',
      join(repoRoot, 'e2e', 'support', 'productServer.ts'),
      hostDist,
    ],
    {
      cwd: join(repoRoot, 'apps', 'server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, MEDIAKIT_FFMPEG_PRESET: 'ultrafast' },
    },
  );
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The product server stopped before it was ready (exit ${code}).`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  for (const [key, value] of Object.entries(ready)) project.provide(key as 'productUrl', value as string);
  project.provide('updateBaselines', process.argv.includes('--update') || process.argv.includes('-u'));
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
}
