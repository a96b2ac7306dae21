import { and, eq, sql } from 'drizzle-orm';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineRun, Engines } from '../engines/engine';
import { creditLedger, jobs, media, users } from '../db/schema';
import { cancelJob } from '../jobs/jobs';
import { jobQueueName } from '../jobs/jobQueue';
import { failingEngine, instantEngines, slowEngine } from '../testing/testEngines';
import { eventually } from '../testing/eventually';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';

// One server for the file; each test gives it the engines it needs and uses accounts of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ engines: instantEngines() });
});
afterAll(async () => {
  await server?.stop();
});

function useEngines(overrides: Partial<Engines> = {}) {
  Object.assign(server.services.engines, instantEngines(overrides));
}

const photo = new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' });
const clip = async () => new Blob([await readFile(join(fixturesDir, 'clip.mp4'))], { type: 'video/mp4' });

/** Starts a 4K upscale (cost 1, a polled job). */
async function startUpscale(account: TestAccount) {
  const form = new FormData();
  form.set('video', await clip(), 'clip.mp4');
  return server.call('/api/video/upscale', { method: 'POST', token: account.token, body: form });
}

async function balanceAndLedger(userId: string) {
  const [user] = await server.services.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [ledger] = await server.services.db
    .select({
      sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number),
      rows: sql<number>`count(*)`.mapWith(Number),
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { credits: user!.credits, ledgerSum: ledger!.sum, ledgerRows: ledger!.rows };
}

async function jobStates(userId: string) {
  const rows = await server.services.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.userId, userId));
  return rows.map((row) => row.state);
}

/** A promise the test settles when it chooses (a gate to hold work at, or a sign that work reached a point). */
function latch() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * An upscaler that makes its output only when the test says so, and makes it even if the job was cancelled
 * meanwhile: the test, not the machine's speed, decides which of a cancel and the job's end comes first.
 */
function gatedUpscale() {
  const gate = latch();
  const videoUpscale = async ({ video }: { video: { path: string } }, run: EngineRun) => {
    await gate.opened;
    const path = join(run.workDir, 'copy.mp4');
    await copyFile(video.path, path);
    return { engine: 'test', files: [{ path, contentType: 'video/mp4' }] };
  };
  return { videoUpscale: videoUpscale as Engines['videoUpscale'], release: gate.open };
}

/**
 * True once the worker's handler for the job has returned: pg-boss then settles its queue entry. (Not the job's own
 * state: a cancel settles that at once, while the worker may still be downloading the inputs.)
 */
async function workerDone(taskId: string) {
  const answer = await server.services.db.execute(
    sql`select state from pgboss.job where name = ${jobQueueName} and data->>'jobId' = ${taskId}`,
  );
  const rows = ((answer as { rows?: unknown[] }).rows ?? (answer as unknown as unknown[])) as { state: string }[];
  return rows.length > 0 && rows.every((row) => row.state === 'completed' || row.state === 'failed');
}

/** The outputs a job left in its owner's library (its uploaded input is kept apart, `isInput`). */
async function outputsOf(taskId: string) {
  return server.services.db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.jobId, taskId), eq(media.isInput, false)));
}

/** Waits for the event `check` describes (see eventually). */
const until = (check: () => Promise<boolean>) => eventually(check, 'the jobs to reach the state awaited');

describe('credits ledger', () => {
  it('takes exactly 10 of 50 parallel job starts on a balance of 10 at cost 1; the ledger matches the balance', async () => {
    useEngines();
    const account = await server.account({ credits: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => startUpscale(account)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    const refused = (await answers.find((answer) => answer.status === 402)!.json()) as Record<string, unknown>;
    expect(refused).toMatchObject({ required: 1, have: 0, message: 'Not enough credits. Need 1, you have 0.' });
    const after = await balanceAndLedger(account.id);
    expect(after.credits).toBe(0);
    // The grant of 10 and ten charges of 1, nothing else.
    expect(after).toMatchObject({ ledgerSum: 0, ledgerRows: 11 });
    expect(await jobStates(account.id)).toHaveLength(10);
    // The charges are proved above, at start. Finishing must not charge again; the jobs are also drained before the
    // next test swaps the engines. Ten jobs on a loaded machine (shared by the whole suite) can take a while: the
    // wait is generous, the assertion is not.
    await until(async () => (await jobStates(account.id)).every((state) => state === 'succeeded'));
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 0, ledgerSum: 0, ledgerRows: 11 });
  });

  it('refunds a failed job once: the engine failure, a later cancel and a dead-letter retry change nothing more', async () => {
    useEngines({ videoUpscale: failingEngine });
    const account = await server.account({ credits: 5 });
    const { task_id: taskId } = (await (await startUpscale(account)).json()) as { task_id: string };
    await until(async () => (await jobStates(account.id))[0] === 'failed');
    const status = (await (
      await server.call(`/api/video/upscale/status?task_id=${taskId}`, { token: account.token })
    ).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ status: 'failed', done: false, error: 'The test engine failed on purpose.' });
    expect((await balanceAndLedger(account.id)).credits).toBe(5);
    await server.call(`/api/v1/jobs/${taskId}/cancel`, { method: 'POST', token: account.token });
    const { failAbandonedJob } = await import('../jobs/worker');
    await failAbandonedJob(server.services, taskId);
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 5, ledgerSum: 5, ledgerRows: 3 });
  });

  it('cancelling a running job stops its engine and refunds it once, even when cancelled twice at the same time', async () => {
    useEngines({ videoUpscale: slowEngine() });
    const account = await server.account({ credits: 3 });
    const { task_id: taskId } = (await (await startUpscale(account)).json()) as { task_id: string };
    await until(async () => (await jobStates(account.id))[0] === 'running');
    const cancels = await Promise.all(
      [0, 1].map(() => server.call(`/api/v1/jobs/${taskId}/cancel`, { method: 'POST', token: account.token })),
    );
    expect(cancels.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await jobStates(account.id)).toEqual(['cancelled']);
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 3, ledgerRows: 3 });
    // The worker notices (its engine is stopped), ends the job's work and does not fail or refund it again.
    await until(() => workerDone(taskId));
    expect(await jobStates(account.id)).toEqual(['cancelled']);
    expect((await balanceAndLedger(account.id)).ledgerRows).toBe(3);
  });

  it('a job cancelled while its inputs come down never starts its engine, and is refunded once', async () => {
    let engineStarted = false;
    useEngines({
      videoUpscale: async () => {
        engineStarted = true;
        throw new Error('The engine of a cancelled job was started.');
      },
    });
    const { storage } = server.services;
    const download = storage.download;
    const gate = latch();
    const downloading = latch();
    storage.download = async (key, path) => {
      downloading.open();
      await gate.opened;
      return download.call(storage, key, path);
    };
    const account = await server.account({ credits: 3 });
    try {
      const { task_id: taskId } = (await (await startUpscale(account)).json()) as { task_id: string };
      await downloading.opened;
      const cancel = await server.call(`/api/v1/jobs/${taskId}/cancel`, { method: 'POST', token: account.token });
      expect(await cancel.json()).toMatchObject({ state: 'cancelled', credits: 3 });
      gate.open();
      await until(() => workerDone(taskId));
    } finally {
      storage.download = download;
      gate.open();
    }
    expect(engineStarted).toBe(false);
    expect(await jobStates(account.id)).toEqual(['cancelled']);
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 3, ledgerSum: 3, ledgerRows: 3 });
  });

  it('a cancel read while the job ran, carried out after it succeeded, answers succeeded and refunds nothing', async () => {
    const gated = gatedUpscale();
    useEngines({ videoUpscale: gated.videoUpscale });
    const account = await server.account({ credits: 3 });
    const { task_id: taskId } = (await (await startUpscale(account)).json()) as { task_id: string };
    await until(async () => (await jobStates(account.id))[0] === 'running');
    // The cancel route has read the job (running) when the job's success commits.
    const [readByCancel] = await server.services.db.select().from(jobs).where(eq(jobs.id, taskId));
    gated.release();
    await until(async () => (await jobStates(account.id))[0] === 'succeeded');
    const answer = await server.services.db.transaction((tx) => cancelJob(tx, readByCancel!));
    expect(answer.state).toBe('succeeded');
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 2, ledgerSum: 2, ledgerRows: 2 });
    expect(await outputsOf(taskId)).toHaveLength(1);
    // The route gives the same answer.
    const again = await server.call(`/api/v1/jobs/${taskId}/cancel`, { method: 'POST', token: account.token });
    expect(await again.json()).toMatchObject({ task_id: taskId, state: 'succeeded', credits: 2 });
  });

  it('a job that finishes its work after it was cancelled stays cancelled: one refund, no output kept', async () => {
    const gated = gatedUpscale();
    useEngines({ videoUpscale: gated.videoUpscale });
    const account = await server.account({ credits: 3 });
    const { task_id: taskId } = (await (await startUpscale(account)).json()) as { task_id: string };
    await until(async () => (await jobStates(account.id))[0] === 'running');
    const cancel = await server.call(`/api/v1/jobs/${taskId}/cancel`, { method: 'POST', token: account.token });
    expect(await cancel.json()).toMatchObject({ state: 'cancelled', credits: 3 });
    gated.release();
    await until(() => workerDone(taskId));
    expect(await jobStates(account.id)).toEqual(['cancelled']);
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 3, ledgerSum: 3, ledgerRows: 3 });
    expect(await outputsOf(taskId)).toEqual([]);
  });

  it('a job cancelled while its outputs are being stored keeps none of them: one refund, no output, no file', async () => {
    useEngines();
    const { storage } = server.services;
    const putFile = storage.putFile;
    const gate = latch();
    const storing = latch();
    // Only the job's outputs wait (they come from its work folder); the uploaded input is stored at the start.
    storage.putFile = async (key, path, contentType) => {
      if (path.includes(`${sep}job-`)) {
        storing.open();
        await gate.opened;
      }
      return putFile.call(storage, key, path, contentType);
    };
    const account = await server.account({ credits: 3 });
    try {
      const { task_id: taskId } = (await (await startUpscale(account)).json()) as { task_id: string };
      await storing.opened;
      const cancel = await server.call(`/api/v1/jobs/${taskId}/cancel`, { method: 'POST', token: account.token });
      expect(await cancel.json()).toMatchObject({ state: 'cancelled', credits: 3 });
      gate.open();
      await until(() => workerDone(taskId));
      expect(await outputsOf(taskId)).toEqual([]);
    } finally {
      storage.putFile = putFile;
      gate.open();
    }
    expect(await jobStates(account.id)).toEqual(['cancelled']);
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 3, ledgerSum: 3, ledgerRows: 3 });
    // The stored output was removed again: only the uploaded input is left in the account's folder.
    const files = await readdir(join(server.services.config.storage.directory, account.id));
    expect(files).toHaveLength(1);
  });

  it('a one-request tool whose engine fails answers with the reason and refunds: OCR 502, background removal success: false', async () => {
    useEngines({ ocr: failingEngine, backgroundRemove: failingEngine });
    const account = await server.account({ credits: 4 });
    const form = () => {
      const body = new FormData();
      body.set('image', photo, 'photo.png');
      return body;
    };
    const ocr = await server.call('/api/image/text', { method: 'POST', token: account.token, body: form() });
    expect(ocr.status).toBe(502);
    expect(await ocr.json()).toMatchObject({ message: 'The test engine failed on purpose.' });
    const removal = await server.call('/ai/bg/remove', { method: 'POST', token: account.token, body: form() });
    expect(await removal.json()).toMatchObject({
      success: false,
      error: 'The test engine failed on purpose.',
      credits: 4,
    });
    // Two charges and two refunds.
    expect(await balanceAndLedger(account.id)).toMatchObject({ credits: 4, ledgerRows: 5 });
  });

  it('leaves no temporary file behind: after a success, an engine failure, a cancel, a refused upload and a chat', async () => {
    useEngines({ enhance: failingEngine, style: slowEngine() });
    const account = await server.account({ credits: 50 });
    const tmp = server.services.config.tmpDir;
    const call = (path: string, fields: Record<string, string | Blob>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value instanceof Blob) body.set(name, value, 'file');
        else body.set(name, value);
      }
      return server.call(path, { method: 'POST', token: account.token, body });
    };
    await startUpscale(account);
    await call('/ai/enhance', { image: photo });
    const styled = (await (await call('/ai/style', { image: photo, ref_image: photo })).json()) as { task_id: string };
    await until(async () => (await jobStates(account.id)).includes('running'));
    await server.call(`/api/v1/jobs/${styled.task_id}/cancel`, { method: 'POST', token: account.token });
    expect((await call('/ai/enhance', { image: new Blob(['not a picture']) })).status).toBe(415);
    await server.call('/api/v1/chat', { token: account.token, json: { prompt: 'Hello' } });
    await until(async () => (await jobStates(account.id)).every((state) => !['queued', 'running'].includes(state)));
    expect((await jobStates(account.id)).sort()).toEqual(['cancelled', 'failed', 'succeeded']);
    await until(async () => (await readdir(tmp)).length === 0);
  });
});
