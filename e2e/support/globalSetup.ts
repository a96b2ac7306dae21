import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
    /** The product server's log file. */
    productLog: string;
    /** `--update` (or `-u`) on the command line: write new baselines instead of comparing. */
    updateBaselines: boolean;
  }
}

const repoRoot = new URL('../..', import.meta.url).pathname;
export const hostDist = join(repoRoot, 'apps', 'host', 'dist');

/** What the product server's ready line starts with (its log lines are JSON too). */
export const readyPrefix = 'mediakit-e2e-ready ';

const productLog = (projectName: string) =>
  join(repoRoot, 'node_modules', '.cache', 'mediakit-test', `${projectName}-product-server.log`);

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
  // Its log (one JSON object a line, the jobs' starts, ends and failures) goes to a file a failed journey quotes.
  mkdirSync(dirname(productLog(project.name)), { recursive: true });
  const log = createWriteStream(productLog(project.name));
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The product server stopped before it was ready (exit ${code}).`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(readyPrefix)) resolve(JSON.parse(line.slice(readyPrefix.length)));
      else log.write(`${line}\n`);
    });
  });
  for (const [key, value] of Object.entries(ready)) project.provide(key as 'productUrl', value as string);
  project.provide('productLog', productLog(project.name));
  project.provide('updateBaselines', process.argv.includes('--update') || process.argv.includes('-u'));
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    log.end();
  };
}
