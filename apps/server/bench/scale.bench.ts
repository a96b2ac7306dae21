// Scale-out benchmark (not a test): `pnpm --filter @mediakit/server bench:scale`. The figures of issue #34, on a
// throwaway PostgreSQL and the S3 stand-in, with the built server as separate processes (one API node, then 1 and 2
// workers): jobs per minute, job latency (start to end, p50 and p95), the time a worker takes to be ready after a
// restart, and the time an API node takes to exit after SIGTERM with a call in flight.
//   --jobs N   jobs per run (default 40); each is a text-to-speech job (espeak-ng and ffmpeg, about a second alone)
import { eq, gte, sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- untyped test dependency
import S3rver from 's3rver';
import { openSession } from '../src/accounts/sessions';
import { createAccount } from '../src/accounts/users';
import { repoRoot } from '../src/config';
import { openDatabase } from '../src/db/database';
import { jobs } from '../src/db/schema';
import { startTemporaryPostgres } from '../src/testing/postgres';
import { startNode, stopNode, waitFor, type NodeProcess } from '../src/testing/nodes';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const jobCount = Number(option('jobs', '40'));

execFileSync(process.execPath, [join(repoRoot, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
const scratch = await mkdtemp(join(tmpdir(), 'mediakit-scale-bench-'));
const postgres = await startTemporaryPostgres();
if (!postgres) throw new Error("PostgreSQL is not installed (Debian's postgresql package).");
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: join(scratch, 's3'),
  configureBuckets: [{ name: 'media' }],
});
const s3Port = (await s3.run()).port as number;
let nodes = 0;
const env = async (extra: Record<string, string> = {}) => ({
  DATABASE_URL: postgres.url,
  MEDIAKIT_DATA_DIR: await mkdtemp(join(scratch, `node-${(nodes += 1)}-`)),
  MEDIAKIT_SECRET: 'bench-secret-bench-secret-bench-secret!',
  MEDIAKIT_STORAGE: 's3',
  MEDIAKIT_S3_BUCKET: 'media',
  MEDIAKIT_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  MEDIAKIT_S3_ACCESS_KEY_ID: 'S3RVER',
  MEDIAKIT_S3_SECRET_ACCESS_KEY: 'S3RVER',
  MEDIAKIT_LOG_LEVEL: 'warn',
  ...extra,
});
const api = await startNode('api', await env());
const database = await openDatabase({ dataDir: scratch, databaseUrl: postgres.url });
const user = await database.db.transaction((tx) =>
  createAccount(tx, { email: 'bench@example.com', username: 'bench', password: 'x'.repeat(12), credits: 100_000 }),
);
const token = await openSession(database.db, user.id, 3_600_000);

const round = (value: number) => Math.round(value);
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

/**
 * Starts `count` text-to-speech jobs at once and waits for every one to end. Latency is each job's own, from its
 * start to its end as the database recorded them (a one-request call that waits longer than 30 s answers 504 and the
 * job goes on, so the HTTP wait is not the measure); throughput is the jobs over the time from the first start to the
 * last end.
 */
async function run(count: number) {
  const since = new Date();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const answer = await fetch(`${api.url}/api/v1/tts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ text: `Benchmark sentence number ${index}.` }),
      });
      if (!answer.ok && answer.status !== 504) throw new Error(`A job failed: ${answer.status} ${await answer.text()}`);
    }),
  );
  const ended = await waitFor(
    'every job to end',
    async () => {
      const rows = await database.db.select().from(jobs).where(gte(jobs.createdAt, since));
      return rows.length === count && rows.every((row) => row.finishedAt) ? rows : undefined;
    },
    3_600_000,
  );
  const failed = ended.filter((row) => row.state !== 'succeeded').length;
  const latencies = ended.map((row) => row.finishedAt!.getTime() - row.createdAt.getTime()).sort((a, b) => a - b);
  const first = Math.min(...ended.map((row) => row.createdAt.getTime()));
  const last = Math.max(...ended.map((row) => row.finishedAt!.getTime()));
  const seconds = (last - first) / 1000;
  return {
    jobs: count,
    failed,
    seconds: Math.round(seconds * 10) / 10,
    jobsPerMinute: Math.round((count / seconds) * 60 * 10) / 10,
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
  };
}

const results: Record<string, unknown> = {};
const workers: NodeProcess[] = [await startNode('worker', await env())];
results['1 worker'] = await run(jobCount);
workers.push(await startNode('worker', await env()));
results['2 workers'] = await run(jobCount);

// A worker's restart: from the new process's start to its readiness (/api/ready 200), code already built.
const restarts: number[] = [];
for (let index = 0; index < 3; index += 1) {
  await stopNode(workers.pop()!, 'SIGTERM');
  const at = performance.now();
  workers.push(await startNode('worker', await env()));
  restarts.push(performance.now() - at);
}
results['worker ready after a restart (ms, 3 restarts)'] = restarts.map(round);

// An API node's drain: SIGTERM with a one-request call waiting on its job (the workers paused) until the process is
// gone; the call is answered at once with its task (503), and the client retries elsewhere.
workers.forEach((worker) => worker.child.kill('SIGSTOP'));
const waiting = fetch(`${api.url}/api/v1/tts`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  body: JSON.stringify({ text: 'In flight during the drain.' }),
});
await waitFor('the call to be waiting on its job', async () => {
  const [queued] = await database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(eq(jobs.state, 'queued'));
  return (queued?.n ?? 0) > 0 || undefined;
});
const drainStarted = performance.now();
api.child.kill('SIGTERM');
const answered = await waiting;
const answeredMs = performance.now() - drainStarted;
await api.exited;
results['API node drain after SIGTERM with a call in flight'] = {
  callAnsweredMs: round(answeredMs),
  status: answered.status,
  exitedMs: round(performance.now() - drainStarted),
};
workers.forEach((worker) => worker.child.kill('SIGCONT'));

console.log(JSON.stringify(results, null, 2));
await Promise.all(workers.map((worker) => stopNode(worker)));
await database.close();
await s3.close();
await postgres.stop();
await rm(scratch, { recursive: true, force: true });
