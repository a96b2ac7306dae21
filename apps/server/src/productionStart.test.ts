import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFresh, sourcesHash, writeStamp } from '../../../scripts/buildStamp.mjs';
import { repoRoot } from './config';
import { freePort, waitFor } from './testing/nodes';
import { templateDataDir } from './testing/templateDataDir';

// Issue #29, item 15: `pnpm start` is the production product in one process (the server serving the built app), not
// Vite's development server; and its builds are made again only when their sources change.
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'mediakit-start-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

// A start loads the server and opens PGlite: a few seconds, but up to a minute on a loaded 2-core machine. The limit
// is a safety net; the test waits for the server's answer, not for a time.
describe('pnpm start', { timeout: 240_000 }, () => {
  it('serves the built app and the API from one process on one port, and stops cleanly on SIGTERM', async () => {
    // A built app stands in for apps/host/dist (MEDIAKIT_HOST_DIR: served as it is, not built again here).
    const app = join(scratch, 'app');
    await mkdir(app, { recursive: true });
    await writeFile(
      join(app, 'index.html'),
      '<!doctype html><title>Built app</title><script src="/assets/app.js"></script>',
    );
    const dataDir = join(scratch, 'data');
    await cp(join(templateDataDir, 'db'), join(dataDir, 'db'), { recursive: true });
    const port = await freePort();
    const started = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        MEDIAKIT_HOST_DIR: app,
        MEDIAKIT_DATA_DIR: dataDir,
        MEDIAKIT_SEED_DEMO: '0',
        MEDIAKIT_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    started.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    started.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitFor('pnpm start to answer', async () => (await fetch(`${origin}/api/health`)).ok || undefined);
      expect(output).toContain(`Mediakit (the app and its API) on ${origin}`);
      // The built page, for the app's own addresses too; no development server behind it.
      for (const path of ['/', '/user/dashboard']) {
        const page = await fetch(origin + path);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await page.text()).toContain('<title>Built app</title>');
      }
      expect(await (await fetch(`${origin}/@vite/client`)).text()).not.toContain('vite');
      started.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      started.kill('SIGKILL');
    }
  });

  it('builds again only when a source changed: the stamp beside a build holds the hash of its sources', async () => {
    const sources = join(scratch, 'sources');
    await mkdir(join(sources, 'src'), { recursive: true });
    await cp(join(repoRoot, 'apps/host/index.html'), join(sources, 'src', 'index.html'));
    await writeFile(join(sources, 'src', 'main.ts'), 'export const answer = 42;\n');
    await writeFile(join(sources, 'src', 'main.test.ts'), 'tests do not count\n');
    const stamp = join(sources, '.stamp');
    const hash = sourcesHash(sources, ['src']);
    expect(isFresh(stamp, hash)).toBe(false);
    writeStamp(stamp, hash);
    expect(isFresh(stamp, sourcesHash(sources, ['src']))).toBe(true);
    await writeFile(join(sources, 'src', 'main.test.ts'), 'edited test\n');
    expect(isFresh(stamp, sourcesHash(sources, ['src']))).toBe(true);
    await writeFile(join(sources, 'src', 'main.ts'), 'export const answer = 43;\n');
    expect(isFresh(stamp, sourcesHash(sources, ['src']))).toBe(false);
  });
});
