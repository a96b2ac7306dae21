import { and, eq, inArray, sql } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
// s3rver (an S3-compatible server in Node) ships no types.
// @ts-expect-error -- untyped test dependency
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from './accounts/sessions';
import { createAccount } from './accounts/users';
import { openDatabase, type Database } from './db/database';
import { creditLedger, jobs, media, users } from './db/schema';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from './testing/postgres';
import {
  childProcesses,
  isAlive,
  loadBalancer,
  startNode,
  stopNode,
  tcpProxy,
  waitFor,
  type NodeProcess,
  type TcpProxy,
} from './testing/nodes';
import { clientAt, fixturesDir } from './testing/testServer';

// The server as an operator scales it out (issue #34): one PostgreSQL, an S3 store (the s3rver stand-in, behind a
// TCP proxy the test can break), two API-only nodes and two worker nodes, each its own process running the built
// server, sharing the secret. The tests run in order on the same nodes and attack them: a worker killed mid-job,
// every database connection terminated, an API node killed or stopped mid-call, a storage connection reset, a
// worker stopped during a 4K job, PostgreSQL restarted. Every wait waits for an event; the limits of `waitFor` only
// end a broken run.
const available = Boolean(postgresBin());

const secret = 'scale-out-secret-scale-out-secret!!';
const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let postgres: TemporaryPostgres;
let databaseUrl: string;
let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let proxy: TcpProxy;
let scratch: string;
let database: Database;
const api: NodeProcess[] = [];
const workers: NodeProcess[] = [];
let nodesStarted = 0;

/** What every node shares: the database, the bucket (through the proxy) and the secret; each its own data dir. */
async function nodeEnvironment(extra: Record<string, string> = {}) {
  nodesStarted += 1;
  return {
    DATABASE_URL: databaseUrl,
    MEDIAKIT_DATA_DIR: await mkdtemp(join(scratch, `node-${nodesStarted}-`)),
    MEDIAKIT_SECRET: secret,
    MEDIAKIT_STORAGE: 's3',
    MEDIAKIT_S3_BUCKET: 'media',
    MEDIAKIT_S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    MEDIAKIT_S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
    MEDIAKIT_S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
    MEDIAKIT_FFMPEG_PRESET: 'ultrafast',
    MEDIAKIT_SHUTDOWN_GRACE_SECONDS: '0',
    ...extra,
  };
}

/** A worker whose encodes are slow, so that it is surely mid-job when the test stops it. */
const slowWorker = { MEDIAKIT_FFMPEG_PRESET: 'veryslow' };

async function account(credits = 100) {
  const email = `user-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = await database.db.transaction((tx) =>
    createAccount(tx, { email, username: email.split('@')[0]!, password: 'correct horse battery', credits }),
  );
  const token = await openSession(database.db, user.id, 3_600_000);
  return { id: user.id, token };
}

const clip = async () => new Blob([await readFile(join(fixturesDir, 'clip.mp4'))], { type: 'video/mp4' });
const photo = async () => new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' });
const words = async () => new Blob([await readFile(join(fixturesDir, 'words.png'))], { type: 'image/png' });

async function jobsOf(userId: string) {
  return database.db.select().from(jobs).where(eq(jobs.userId, userId));
}

const finished = (state: string) => ['succeeded', 'failed', 'cancelled'].includes(state);

/**
 * The money and the files agree for these users: every balance is the sum of its ledger, every job is charged once,
 * refunded once exactly when it did not succeed, and a succeeded job has its outputs stored once.
 */
async function expectBooksToBalance(userIds: string[]) {
  const balances = await database.db.select().from(users).where(inArray(users.id, userIds));
  const entries = await database.db.select().from(creditLedger).where(inArray(creditLedger.userId, userIds));
  for (const balance of balances) {
    const ledger = entries.filter((entry) => entry.userId === balance.id).reduce((sum, entry) => sum + entry.amount, 0);
    expect(balance.credits).toBe(ledger);
  }
  const all = await database.db.select().from(jobs).where(inArray(jobs.userId, userIds));
  const outputs = await database.db
    .select({ jobId: media.jobId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(media)
    .where(and(inArray(media.userId, userIds), eq(media.isInput, false)))
    .groupBy(media.jobId);
  for (const job of all) {
    expect(finished(job.state), `${job.id} (${job.tool}) ended`).toBe(true);
    const rows = entries.filter((entry) => entry.jobId === job.id);
    expect(rows.filter((entry) => entry.reason === 'job').map((entry) => entry.amount)).toEqual([-job.cost]);
    expect(rows.filter((entry) => entry.reason === 'refund')).toHaveLength(job.state === 'succeeded' ? 0 : 1);
    // The outputs the job names are stored once each; a job that did not succeed keeps none.
    const stored = outputs.find((row) => row.jobId === job.id)?.count ?? 0;
    const named = job.state === 'succeeded' ? ((job.output?.media as string[] | undefined)?.length ?? 0) : 0;
    expect(stored, `${job.id} (${job.tool}) outputs`).toBe(named);
  }
}

/** Ends every connection the nodes hold to the database, as an operator's pg_terminate_backend does. */
async function terminateBackends() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

const readiness = async (node: NodeProcess) => (await fetch(`${node.url}/api/ready`).catch(() => undefined))?.status;

// Each test waits for events (a node ready, a job ended); the time limit is only a safety net for a broken run, set
// far above what a loaded 2-core machine needs (starting a node there took up to a minute with 30 processes queued).
describe.runIf(available)(
  'scaled out: 2 API nodes and 2 workers on PostgreSQL and an S3 store',
  { timeout: 300_000 },
  () => {
    beforeAll(async () => {
      scratch = await mkdtemp(join(tmpdir(), 'mediakit-scale-'));
      postgres = (await startTemporaryPostgres())!;
      databaseUrl = await postgres.createDatabase('scale_out');
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: join(scratch, 's3'),
        configureBuckets: [{ name: 'media' }],
      });
      proxy = await tcpProxy((await s3.run()).port);
    });
    afterAll(async () => {
      await Promise.all([...api, ...workers].map((node) => stopNode(node)));
      await database?.close();
      await proxy?.close();
      await s3?.close();
      await postgres?.stop();
      await rm(scratch, { recursive: true, force: true });
    });

    it('four nodes start at once on an empty database: one migrates (under an advisory lock), the others wait', async () => {
      // The API nodes count rate limits (in the database), and believe no X-Forwarded-For (no trusted proxy).
      const nodes = await Promise.all([
        startNode('api', await nodeEnvironment({ MEDIAKIT_RATE_LIMITS: '1' })),
        startNode('api', await nodeEnvironment({ MEDIAKIT_RATE_LIMITS: '1' })),
        startNode('worker', await nodeEnvironment(slowWorker)),
        startNode('worker', await nodeEnvironment()),
      ]);
      api.push(nodes[0], nodes[1]);
      workers.push(nodes[2], nodes[3]);
      for (const node of nodes) {
        expect(node.isRunning()).toBe(true);
        expect(await readiness(node)).toBe(200);
      }
      database = await openDatabase({ dataDir: scratch, databaseUrl });
    });

    it('jobs through both API nodes, a worker killed mid-job, every database connection terminated: every job ends once and the ledger matches the balances', async () => {
      const [slow, steady] = workers as [NodeProcess, NodeProcess];
      const people = await Promise.all([account(), account(), account(), account()]);
      // The slow worker alone takes the first job (a video): the other is paused meanwhile.
      steady.child.kill('SIGSTOP');
      const first = clientAt(api[0]!.url, people[0]!.token);
      const video = await first.imageToVideo.start({
        prompt: 'slow zoom',
        duration: 5,
        resolution: '360p',
        firstFrame: await photo(),
      });
      const encoder = await waitFor('the slow worker to start encoding', () => childProcesses(slow.pid, 'ffmpeg')[0]);
      // Work for both API nodes, in flight while the worker dies and the connections are cut.
      // What is tested is that every job ends once and the books balance, not how fast an answer comes: the client
      // waits far past the server's own bound (30 s of its wait, then a 504 it asks again after).
      const submissions = people.flatMap((person, index) => {
        const client = clientAt(api[index % 2]!.url, person.token, { timeoutMs: 600_000 });
        return [
          client.tts.speak({ text: `Hello number ${index}` }),
          client.imageGeneration.generate({ prompt: `a red house ${index}`, size: 'square_1_1' }),
          photo().then((image) => client.imageEdit.start({ prompt: 'brighter', image, strength: 40 })),
          words().then((image) => client.ocr.extract({ image })),
        ].map((call) =>
          call.then(
            () => 'answered',
            // A one-request call still waiting after the server's 30 s says so (504, with its task): on a loaded
            // machine that is no fault. Any other refusal is.
            (error: { status?: number; message: string }) =>
              error.status === 504 ? 'answered' : `refused (${error.status}): ${error.message}`,
          ),
        );
      });
      await stopNode(slow, 'SIGKILL');
      // Its encoder died with it (parent-death signal), not left running under init.
      await waitFor('the killed worker’s encoder to die', () => !isAlive(encoder));
      steady.child.kill('SIGCONT');
      expect(await terminateBackends()).toBeGreaterThan(0);
      // Started again, it takes its share (a later test stops it mid-encode again).
      workers[0] = await startNode('worker', await nodeEnvironment(slowWorker));
      const answers = await Promise.all(submissions);
      const userIds = [...people.map((person) => person.id)];
      await waitFor(
        'every job to end',
        async () => {
          const all = await database.db.select().from(jobs).where(inArray(jobs.userId, userIds));
          return all.length === 17 && all.every((job) => finished(job.state));
        },
        180_000,
      );
      // The video's first attempt died with its worker; it was tried again (or failed and refunded once).
      const [videoJob] = await database.db.select().from(jobs).where(eq(jobs.id, video.taskId));
      expect(videoJob!.attempts).toBeGreaterThanOrEqual(1);
      // One job per submission, whatever the retries: 16 and the video.
      expect((await jobsOf(people[0]!.id)).length).toBe(5);
      for (const person of people.slice(1)) expect((await jobsOf(person.id)).length).toBe(4);
      await expectBooksToBalance(userIds);
      expect(answers.filter((answer) => answer !== 'answered')).toEqual([]);
      for (const node of [...api, ...workers]) expect(node.isRunning()).toBe(true);
    });

    it('counts rate limits once for every node: the eleventh sign-in of a minute is refused, whichever node it reaches', async () => {
      const statuses = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        // A different X-Forwarded-For each time: from a peer that is not a trusted proxy it changes nothing.
        const answer = await fetch(`${api[attempt % 2]!.url}/api/v1/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${attempt}` },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('an API node killed mid-call: the client tries again through the load balancer with the same Idempotency-Key and gets the same job, charged once', async () => {
      const person = await account();
      const [doomed, other] = api as [NodeProcess, NodeProcess];
      const balancer = await loadBalancer(() => [doomed, other].filter((node) => node.isRunning()).map((n) => n.url));
      try {
        // The workers are paused, so the call is surely waiting for its job when its node dies.
        workers.forEach((worker) => worker.child.kill('SIGSTOP'));
        const speech = clientAt(balancer.url, person.token).tts.speak({ text: 'Said once, paid once.' });
        speech.catch(() => undefined); // awaited below; not an unhandled rejection if an assertion fails first
        await waitFor('the job to be started', async () => (await jobsOf(person.id)).length === 1);
        await stopNode(doomed, 'SIGKILL');
        workers.forEach((worker) => worker.child.kill('SIGCONT'));
        const answer = await speech;
        expect(answer.url).toMatch(/\/media\//);
        const started = await jobsOf(person.id);
        expect(started).toHaveLength(1);
        expect(started[0]!.state).toBe('succeeded');
        await expectBooksToBalance([person.id]);
      } finally {
        workers.forEach((worker) => worker.child.kill('SIGCONT'));
        await balancer.close();
        api[0] = await startNode('api', await nodeEnvironment({ MEDIAKIT_RATE_LIMITS: '1' }));
      }
    });

    it('an API node stopped mid-call (SIGTERM) drains at once: the call names its task, the client gets its result from the other node, charged once', async () => {
      const person = await account();
      const [other, draining] = api as [NodeProcess, NodeProcess];
      const balancer = await loadBalancer(() => [draining, other].filter((node) => node.isRunning()).map((n) => n.url));
      try {
        workers.forEach((worker) => worker.child.kill('SIGSTOP'));
        const speech = clientAt(balancer.url, person.token).tts.speak({ text: 'Drained, not dropped.' });
        speech.catch(() => undefined); // awaited below; not an unhandled rejection if an assertion fails first
        await waitFor('the job to be started', async () => (await jobsOf(person.id)).length === 1);
        // Only what it logs from here on: an earlier test's cut database connections can have answered a 503 too.
        const logsBefore = draining.logs.length;
        draining.child.kill('SIGTERM');
        // The waiting call is answered with its task at once (503), and the node exits cleanly.
        const answered = await draining.logged(
          (line) => line.status === 503 && draining.logs.indexOf(line) >= logsBefore,
          'the drained call',
        );
        expect(answered.path).toBe('/api/v1/tts');
        expect(await draining.exited, JSON.stringify(draining.logs.slice(-6))).toEqual({ code: 0, signal: null });
        workers.forEach((worker) => worker.child.kill('SIGCONT'));
        expect((await speech).url).toMatch(/\/media\//);
        expect(await jobsOf(person.id)).toHaveLength(1);
        await expectBooksToBalance([person.id]);
      } finally {
        workers.forEach((worker) => worker.child.kill('SIGCONT'));
        await balancer.close();
        // The rest runs on one API node.
        api.splice(1, 1);
      }
    });

    it('a storage connection reset while a job stores its output: retried inside the job, which succeeds', async () => {
      const person = await account();
      proxy.resetUploads(2);
      const image = await clientAt(api[0]!.url, person.token).imageGeneration.generate({
        prompt: 'a lighthouse at dusk',
        size: 'square_1_1',
      });
      expect(proxy.resets).toBe(2);
      expect((await fetch(image.savedUrl)).headers.get('content-type')).toBe('image/png');
      const [job] = await jobsOf(person.id);
      expect(job!.state).toBe('succeeded');
      await expectBooksToBalance([person.id]);
    });

    it('SIGTERM during a 4K job: the worker hands it back (not an attempt), its ffmpeg dies with it, the other worker finishes it, charged once', async () => {
      const person = await account();
      // The worker to stop is the slow one (surely mid-encode), alone until it has taken the job.
      const [stopping, other] = workers as [NodeProcess, NodeProcess];
      other.child.kill('SIGSTOP');
      try {
        const { taskId } = await clientAt(api[0]!.url, person.token).videoUpscale.start({ video: await clip() });
        const encoder = await waitFor('the 4K encode to start', () => childProcesses(stopping.pid, 'ffmpeg')[0]);
        stopping.child.kill('SIGTERM');
        expect(await stopping.exited).toEqual({ code: 0, signal: null });
        await stopping.logged((line) => line.msg === 'job handed back to the queue', 'the hand-back');
        await waitFor('its encoder to be gone', () => !isAlive(encoder));
        const [handedBack] = await jobsOf(person.id);
        expect(handedBack).toMatchObject({ id: taskId, state: 'queued', attempts: 0 });
      } finally {
        other.child.kill('SIGCONT');
        workers.splice(0, 1);
      }
      const done = await waitFor('the job to end on the other worker', async () => {
        const [job] = await jobsOf(person.id);
        return job && finished(job.state) ? job : undefined;
      });
      expect(done).toMatchObject({ state: 'succeeded', attempts: 1 });
      await expectBooksToBalance([person.id]);
    });

    it('PostgreSQL restarted: every node stays up, is unready while the database is away, and serves again', async () => {
      const nodes = [...api, ...workers];
      await postgres.halt();
      try {
        for (const node of nodes) expect(await readiness(node)).toBe(503);
      } finally {
        await postgres.resume();
      }
      // Each node notices the lost connections and opens new ones.
      await waitFor('every node to be ready again', async () => {
        const statuses = await Promise.all(nodes.map(readiness));
        return statuses.every((status) => status === 200);
      });
      for (const node of nodes) expect(node.isRunning()).toBe(true);
      const person = await account();
      const speech = await clientAt(api[0]!.url, person.token).tts.speak({ text: 'Back again.' });
      expect(speech.url).toMatch(/\/media\//);
      await expectBooksToBalance([person.id]);
    });
  },
);

if (!available) {
  describe('scaled out', () => {
    it.skip("needs Debian's postgresql package (bash scripts/setup.sh --browser installs it)", () => undefined);
  });
}
