import { defaultTimeoutMs } from '@mediakit/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, jobs } from '../db/schema';
import { EngineError } from '../engines/engineError';
import type { Engines } from '../engines/engine';
import { instantEngines, slowEngine } from '../testing/testEngines';
import { startTestServer, type TestAccount, type TestServer } from '../testing/testServer';
import { serverTools } from '../tools/registry';
import { oneRequestWaitMs } from '../tools/startTool';

// Job starts and runs under faults, in one process on PGlite (the same on every node: scaleOut.test.ts runs them as
// separate processes on PostgreSQL).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ engines: instantEngines() });
});
afterAll(async () => {
  await server?.stop();
});

function useEngines(overrides: Partial<Engines>) {
  Object.assign(server.services.engines, instantEngines(overrides));
}

const speak = (account: TestAccount, key: string | undefined, text = 'Hello there') =>
  server.call('/api/v1/tts', {
    token: account.token,
    json: { text },
    ...(key !== undefined ? { headers: { 'Idempotency-Key': key } } : {}),
  });

async function jobsOf(userId: string) {
  return server.services.db.select().from(jobs).where(eq(jobs.userId, userId));
}

async function charges(userId: string) {
  return (await server.services.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).filter(
    (entry) => entry.reason === 'job',
  );
}

// The jobs run one at a time on real engines (espeak-ng and ffmpeg): on a loaded 2-core machine a handful of them
// can take over a minute. The limit is only a safety net; nothing here is timed.
describe('Idempotency-Key on job starts', { timeout: 240_000 }, () => {
  it('starts and charges once for one key, however many requests carry it, even at the same moment', async () => {
    const account = await server.account({ credits: 10 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => speak(account, 'submit-1')));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { url: string; credits: number }[];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // The same file (links are signed afresh in each answer).
    expect(new Set(bodies.map((body) => new URL(body.url).pathname)).size).toBe(1);
    expect(await jobsOf(account.id)).toHaveLength(1);
    expect(await charges(account.id)).toHaveLength(1);
    // Another key is another job; no key at all starts one each time, as before.
    await speak(account, 'submit-2');
    await speak(account, undefined);
    await speak(account, undefined);
    expect(await jobsOf(account.id)).toHaveLength(4);
    expect(bodies[0]!.credits).toBe(9);
  });

  it("keys are per user: another account's key starts its own job", async () => {
    const [first, second] = [await server.account(), await server.account()];
    await speak(first, 'shared-key');
    await speak(second, 'shared-key');
    expect(await jobsOf(first.id)).toHaveLength(1);
    expect(await jobsOf(second.id)).toHaveLength(1);
  });

  it('refuses a malformed key, and a key reused for another tool, with a 422 and no charge', async () => {
    const account = await server.account({ credits: 10 });
    const malformed = await speak(account, 'x'.repeat(256));
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({
      message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    });
    await speak(account, 'used-once');
    const otherTool = await server.call('/ai/image/generate', {
      token: account.token,
      json: { prompt: 'a boat', size: 'square_1_1' },
      headers: { 'Idempotency-Key': 'used-once' },
    });
    expect(otherTool.status).toBe(422);
    expect(await otherTool.json()).toMatchObject({
      message: 'This Idempotency-Key was already used for another tool.',
    });
    expect(await charges(account.id)).toHaveLength(1);
  });

  it('a polled start answers the same task id again', async () => {
    const account = await server.account({ credits: 10 });
    const start = () =>
      server.call('/ai/mystic/generate', {
        token: account.token,
        json: { prompt: 'a boat', size: 'square_1_1', resolution: '1k' },
        headers: { 'Idempotency-Key': 'mystic-1' },
      });
    const first = (await (await start()).json()) as { task_id: string };
    const again = (await (await start()).json()) as { task_id: string };
    expect(again.task_id).toBe(first.task_id);
    expect(await charges(account.id)).toHaveLength(1);
  });
});

describe('faults inside a job', { timeout: 240_000 }, () => {
  it("retries a provider's transient failure (an outage answer) with a wait, and the job succeeds, charged once", async () => {
    let calls = 0;
    useEngines({
      async textToSpeech(input, run) {
        calls += 1;
        if (calls <= 2) throw new EngineError('Provider is failing right now (503).', { transient: true });
        return instantEngines().textToSpeech(input, run);
      },
    });
    const account = await server.account({ credits: 5 });
    const answer = await speak(account, undefined);
    expect(answer.status).toBe(200);
    expect(calls).toBe(3);
    const [job] = await jobsOf(account.id);
    expect(job).toMatchObject({ state: 'succeeded', attempts: 1 });
    const retries = await server.services.metrics.jobRetries.get();
    expect(retries.values.find((value) => value.labels.kind === 'provider')?.value).toBeGreaterThanOrEqual(2);
  });

  it("does not retry an engine's own refusal: the job fails at once and is refunded", async () => {
    let calls = 0;
    useEngines({
      async textToSpeech() {
        calls += 1;
        throw new EngineError('The voice cannot say that.');
      },
    });
    const account = await server.account({ credits: 5 });
    const answer = await speak(account, undefined);
    expect(answer.status).toBe(502);
    expect(calls).toBe(1);
    expect((await jobsOf(account.id))[0]).toMatchObject({ state: 'failed' });
  });

  it('a one-request call answers its 504 after half the time the client waits for it, for every one-request tool', () => {
    // The other half is for the answer to arrive: with 5 s left (a 55 s wait for a 60 s client), a loaded machine's
    // slower 504 could come after the client had given up.
    const oneRequest = Object.values(serverTools).filter(({ definition }) => definition.kind !== 'job');
    expect(oneRequest.length).toBeGreaterThan(3);
    for (const { definition } of oneRequest) {
      const [operation] = Object.values(definition.operations) as { timeoutMs?: number }[];
      const clientLimit = operation?.timeoutMs ?? defaultTimeoutMs;
      expect(oneRequestWaitMs(operation), definition.name).toBeLessThanOrEqual(clientLimit / 2);
      expect(oneRequestWaitMs(operation), definition.name).toBeGreaterThanOrEqual(clientLimit / 4);
    }
  });

  it('a one-request call still waiting names its task in the 504 (and a retry with its key waits for that job)', async () => {
    // Not by waiting 30 s: the wait is the route's; here the job is held running and the call's answer checked by
    // its task id through the same helper the routes use.
    useEngines({ textToSpeech: slowEngine(60_000) });
    const account = await server.account({ credits: 5 });
    const { awaitJobEnd } = await import('./launch');
    const waiting = speak(account, 'slow-key');
    const [job] = await waitForJob(account.id);
    await expect(awaitJobEnd(server.services, job!, 10)).rejects.toMatchObject({
      status: 504,
      body: { task_id: job!.id },
    });
    // The client's follow-up after that 504: the same key again joins the same job and answers with its end.
    const retried = speak(account, 'slow-key');
    await server.call(`/api/v1/jobs/${job!.id}/cancel`, { method: 'POST', token: account.token });
    const [first, again] = await Promise.all([waiting, retried]);
    expect(again.status).toBe(first.status);
    expect(await jobsOf(account.id)).toHaveLength(1);
    expect(await charges(account.id)).toHaveLength(1);
  });
});

async function waitForJob(userId: string) {
  for (;;) {
    const found = await jobsOf(userId);
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('draining (SIGTERM)', { timeout: 240_000 }, () => {
  it('turns readiness false, answers a waiting one-request call with its task at once, and hands a running job back to the queue without counting the attempt', async () => {
    const node = await startTestServer({
      engines: instantEngines({ textToSpeech: slowEngine(120_000) }),
      env: { MEDIAKIT_SHUTDOWN_GRACE_SECONDS: '0' },
    });
    const account = await node.account({ credits: 5 });
    expect((await node.call('/api/ready')).status).toBe(200);
    const waiting = node.call('/api/v1/tts', { token: account.token, json: { text: 'Hello' } });
    let job;
    while (!job || job.state !== 'running') {
      [job] = await node.services.db.select().from(jobs).where(eq(jobs.userId, account.id));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    node.services.lifecycle.drain();
    const answer = await waiting;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await answer.json()).toEqual({ message: 'The server is restarting; please try again.', task_id: job.id });
    const ready = await node.call('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, draining: true, database: 'ok', storage: 'ok' });
    // What stop() does next, step by step so the database can still be read: take no more jobs, hand back.
    await node.services.queue.stopTaking();
    node.services.lifecycle.handBack();
    let after;
    while (after?.state !== 'queued') {
      [after] = await node.services.db.select().from(jobs).where(eq(jobs.id, job.id));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(after).toMatchObject({ state: 'queued', attempts: 0, startedAt: null });
    const ledger = await node.services.db.select().from(creditLedger).where(eq(creditLedger.jobId, job.id));
    expect(ledger.map((entry) => entry.reason)).toEqual(['job']);
    await node.stop();
  });
});
