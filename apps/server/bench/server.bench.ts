// Server benchmark (not a test): `pnpm --filter @mediakit/server bench` on a fresh PGlite data dir, or with
// `-- --postgres` on a throwaway PostgreSQL cluster (Debian's package). Instant engines: the figures are the API's,
// not ffmpeg's. Prints p50/p99 in milliseconds.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { newId } from '../src/accounts/secrets';
import { createAccount } from '../src/accounts/users';
import { loadConfig } from '../src/config';
import { media } from '../src/db/schema';
import { startServer } from '../src/server';
import { startTemporaryPostgres } from '../src/testing/postgres';
import { instantEngines } from '../src/testing/testEngines';
import { percentiles, timed } from './percentiles';

const fixtures = new URL('../../../packages/api-client/src/contract/fixtures/', import.meta.url).pathname;
const dataDir = await mkdtemp(join(tmpdir(), 'mediakit-bench-'));
const postgres = process.argv.includes('--postgres') ? await startTemporaryPostgres() : undefined;
if (process.argv.includes('--postgres') && !postgres)
  throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
const server = await startServer(
  loadConfig({
    MEDIAKIT_DATA_DIR: dataDir,
    PORT: '0',
    MEDIAKIT_SEED_DEMO: '0',
    MEDIAKIT_RATE_LIMITS: '0',
    MEDIAKIT_LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }),
  { engines: instantEngines() },
);
const base = server.url!;
const password = 'correct horse battery';
const user = await server.services.db.transaction((tx) =>
  createAccount(tx, { email: 'bench@example.com', username: 'bench', password, credits: 100_000 }),
);
const login = () =>
  fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password }),
  }).then(async (response) => ((await response.json()) as { token: string }).token);
const token = await login();
const auth = { Authorization: `Bearer ${token}` };
const results: Record<string, ReturnType<typeof percentiles>> = {};

// 1. Sign-in (argon2id verify + session), 30 in a row.
const signIns: number[] = [];
for (let index = 0; index < 30; index += 1) signIns.push((await timed(login))[0]);
results['sign-in (sequential)'] = percentiles(signIns);

// 2. 50 concurrent job starts (4K upscale: upload, type sniff, charge + job + queue in one transaction).
const clip = new Blob([await readFile(join(fixtures, 'clip.mp4'))], { type: 'video/mp4' });
const starts = await Promise.all(
  Array.from({ length: 50 }, () =>
    timed(async () => {
      const form = new FormData();
      form.set('video', clip, 'clip.mp4');
      const response = await fetch(`${base}/api/video/upscale`, { method: 'POST', headers: auth, body: form });
      if (response.status !== 200) throw new Error(`start answered ${response.status}`);
      await response.arrayBuffer();
    }),
  ),
);
results['job start (50 concurrent)'] = percentiles(starts.map(([ms]) => ms));

// 3. A media list page over 10k items (search and paging by the database).
const rows = Array.from({ length: 10_000 }, (_, index) => ({
  id: newId('m'),
  userId: user.id,
  type: ['image', 'video', 'audio'][index % 3]!,
  title: `Bench item ${index} ${index % 7 === 0 ? 'sunset' : 'city'}`,
  fileName: `bench-${index}.png`,
  contentType: 'image/png',
  storageKey: `${user.id}/bench-${index}.png`,
  sizeBytes: 1000 + index,
  createdAt: new Date(Date.now() - index * 1000),
}));
for (let index = 0; index < rows.length; index += 1000) {
  await server.services.db.insert(media).values(rows.slice(index, index + 1000));
}
const [{ total }] = (await server.services.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(media)) as [
  { total: number },
];
const pages: number[] = [];
for (let index = 0; index < 40; index += 1) {
  const query =
    index % 2
      ? `type=image&page=${1 + (index % 50)}&page_size=24`
      : `search=sunset&page=${1 + (index % 20)}&page_size=24`;
  pages.push(
    (
      await timed(() => fetch(`${base}/api/v1/media?${query}`, { headers: auth }).then((response) => response.json()))
    )[0],
  );
}
results[`media list page (${total} items, search or type filter)`] = percentiles(pages);

console.log(`Server benchmark on ${server.services.database.kind}, Node ${process.version}`);
console.table(results);
await server.stop();
await postgres?.stop();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
