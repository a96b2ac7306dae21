import { and, eq, inArray, sql } from 'drizzle-orm';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { jobs, media } from '../db/schema';
import type { EngineFile } from '../engines/engine';
import { discardPrepared, prepareMedia, recordMedia, type PreparedMedia } from '../media/library';
import { runInContext } from '../observability/context';
import type { Services } from '../services';
import { jobEnded } from './jobEvents';
import { failJob, isFinished, type JobRow } from './jobs';
import { runToolEngine, type JobInput, type JobTool } from '../tools/registry';
import { isTransient, withRetries } from './transient';

/** What the user sees when an engine fails without saying why in words fit to show. */
export const engineFailedMessage = 'The engine could not produce a result.';

/** An engine's own error message when it is meant for users (EngineError), else the generic one. */
function failureText(error: unknown): string {
  if (error instanceof Error && error.name === 'EngineError' && error.message) return error.message;
  return engineFailedMessage;
}

/** Why a job stopped before its end: the user cancelled, its time ran out, or its worker is shutting down. */
class JobStop extends Error {
  constructor(readonly why: 'cancelled' | 'timeout' | 'handed back') {
    super(why);
  }
}

const stopOf = (signal: AbortSignal) => (signal.reason instanceof JobStop ? signal.reason.why : undefined);

/**
 * Runs one job: marks it running, downloads its inputs into a private folder, calls its engine, stores the outputs
 * in the owner's library and marks it done, all while watching for a cancel. Transient failures (the storage, the
 * database, a provider's outage) are retried with a growing wait inside the job; an engine failure ends the job as
 * failed and refunds it. A worker shutting down hands the job back to the queue (not counted as an attempt). The
 * folder is removed whatever happens. Safe to run again for the same job after a crash.
 */
export async function processJob(services: Services, jobId: string): Promise<void> {
  await runInContext({ jobId }, () => runJob(services, jobId));
}

async function runJob(services: Services, jobId: string): Promise<void> {
  const { db, metrics, log } = services;
  const takenAt = Date.now();
  const [started] = await withRetries(
    () =>
      db
        .update(jobs)
        .set({ state: 'running', startedAt: new Date(), attempts: sql`${jobs.attempts} + 1` })
        .where(and(eq(jobs.id, jobId), inArray(jobs.state, ['queued', 'running'])))
        .returning(),
    { signal: services.lifecycle.handingBack },
  );
  if (!started) return;
  const tool = started.tool as JobTool;
  const input = started.input as unknown as JobInput;
  await mkdir(services.config.tmpDir, { recursive: true });
  const workDir = await mkdtemp(join(services.config.tmpDir, `job-${jobId}-`));
  const controller = new AbortController();
  const { signal } = controller;
  const stop = (why: JobStop['why']) => () => controller.abort(new JobStop(why));
  const timeout = setTimeout(stop('timeout'), services.config.jobTimeoutSeconds * 1000);
  const handBack = stop('handed back');
  services.lifecycle.handingBack.addEventListener('abort', handBack, { once: true });
  if (services.lifecycle.handingBack.aborted) handBack();
  const watchForCancel = () =>
    db
      .select({ state: jobs.state })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .then(([row]) => {
        if (!row || isFinished(row.state)) stop('cancelled')();
      });
  const cancelWatch = setInterval(() => void watchForCancel().catch(() => undefined), 1000);
  /** A step that may fail transiently: retried with a growing wait, each retry counted. */
  const retried = <T>(kind: 'storage' | 'database' | 'provider', work: () => Promise<T>) =>
    withRetries(work, {
      signal,
      onRetry(error, attempt) {
        metrics.jobRetries.inc({ tool, kind });
        if (kind === 'storage') metrics.storageErrors.inc({ operation: 'job' });
        log.warn({ err: error, attempt, kind }, 'transient failure in a job, retrying');
      },
    });
  let lastProgress = 0;
  let prepared: PreparedMedia[] = [];
  try {
    const files = await retried('storage', () => downloadInputs(services, started, workDir));
    // Cancelled while its inputs came down: no engine starts (looked at now, not at the watch's next round).
    await retried('database', watchForCancel);
    const outputDir = join(workDir, 'out');
    const result = await retried('provider', async () => {
      // A retried engine starts again from an empty folder.
      await rm(outputDir, { recursive: true, force: true });
      await mkdir(outputDir);
      // An engine handed an aborted signal would never hear of the abort.
      signal.throwIfAborted();
      try {
        return await runToolEngine(services.engines, tool, input, files, {
          workDir: outputDir,
          signal,
          progress(fraction) {
            const now = Date.now();
            if (now - lastProgress < 1000 && fraction < 1) return;
            lastProgress = now;
            void db
              .update(jobs)
              .set({ progress: Math.max(0, Math.min(1, fraction)) })
              .where(and(eq(jobs.id, jobId), eq(jobs.state, 'running')))
              .catch(() => undefined);
          },
        });
      } catch (error) {
        if (!signal.aborted) metrics.providerErrors.inc({ tool, transient: String(isTransient(error)) });
        throw error;
      }
    });
    if (signal.aborted) throw signal.reason;
    prepared = await Promise.all(
      result.files.map((file) =>
        retried('storage', () =>
          prepareMedia(services, {
            userId: started.userId,
            path: file.path,
            contentType: file.contentType,
            title: input.title,
            jobId,
            tool: started.tool,
            engine: result.engine,
          }),
        ),
      ),
    );
    const finished = await retried('database', () =>
      db.transaction(async (tx) => {
        // The job ends first: one cancelled meanwhile records none of its outputs (they are discarded below).
        const [ended] = await tx
          .update(jobs)
          .set({
            state: 'succeeded',
            progress: 1,
            engine: result.engine,
            finishedAt: new Date(),
            output: {
              media: prepared.map((item) => item.id),
              ...(result.text !== undefined ? { text: result.text } : {}),
              ...(result.words ? { words: result.words } : {}),
            },
          })
          .where(and(eq(jobs.id, jobId), eq(jobs.state, 'running')))
          .returning();
        if (!ended) return undefined;
        for (const item of prepared) await recordMedia(tx, item);
        await jobEnded(tx, ended, 'succeeded');
        return ended;
      }),
    ).catch(async (error: unknown) => {
      // A lost answer to the commit: the job may have ended with these very files.
      if (await endedWith(services, jobId, prepared)) return undefined;
      throw error;
    });
    // Cancelled while the outputs were being stored: keep nothing of it.
    if (!finished && !(await endedWith(services, jobId, prepared))) await discardPrepared(services, prepared);
    if (finished) {
      metrics.jobsFinished.inc({ tool, outcome: 'succeeded' });
      metrics.jobDuration.observe({ tool, outcome: 'succeeded' }, (Date.now() - takenAt) / 1000);
      log.info({ tool, ms: Date.now() - takenAt }, 'job succeeded');
    }
  } catch (error) {
    if (prepared.length && !(await endedWith(services, jobId, prepared))) await discardPrepared(services, prepared);
    const why = stopOf(signal);
    if (why === 'cancelled') return;
    if (why === 'handed back') {
      await handBackJob(services, started);
      return;
    }
    log.warn({ err: error, tool }, 'job failed');
    const message = why === 'timeout' ? 'The job took too long and was stopped.' : failureText(error);
    const refunded = await withRetries(() => db.transaction((tx) => failJob(tx, started, message)));
    metrics.jobsFinished.inc({ tool, outcome: 'failed' });
    metrics.jobDuration.observe({ tool, outcome: 'failed' }, (Date.now() - takenAt) / 1000);
    if (refunded) metrics.jobsRefunded.inc({ tool });
  } finally {
    clearTimeout(timeout);
    clearInterval(cancelWatch);
    services.lifecycle.handingBack.removeEventListener('abort', handBack);
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Whether the job succeeded with these stored files (its commit went through though its answer was lost). */
async function endedWith(services: Services, jobId: string, prepared: PreparedMedia[]): Promise<boolean> {
  if (!prepared.length) return false;
  const rows = await services.db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        eq(media.jobId, jobId),
        inArray(
          media.id,
          prepared.map((item) => item.id),
        ),
      ),
    )
    .catch(() => undefined);
  // Unknown (the database is away): keep the files rather than risk deleting a finished job's outputs.
  return rows === undefined || rows.length > 0;
}

/**
 * Puts a job this worker was stopped in the middle of back on the queue, as it was before it was taken: a new queue
 * entry for another worker (or this one after its restart), its attempt not counted.
 */
async function handBackJob(services: Services, job: JobRow) {
  const handedBack = await withRetries(() =>
    services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set({ state: 'queued', progress: null, startedAt: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      if (row) await services.queue.enqueue(tx, job.id);
      return Boolean(row);
    }),
  );
  if (handedBack) {
    services.metrics.jobsHandedBack.inc({ tool: job.tool });
    services.log.info({ tool: job.tool }, 'job handed back to the queue');
  }
}

async function downloadInputs(services: Services, job: JobRow, workDir: string): Promise<Record<string, EngineFile>> {
  const input = job.input as unknown as JobInput;
  const roles = Object.entries(input.files ?? {});
  if (!roles.length) return {};
  const rows = await services.db
    .select()
    .from(media)
    .where(
      and(
        eq(media.userId, job.userId),
        inArray(
          media.id,
          roles.map(([, id]) => id),
        ),
      ),
    );
  const files: Record<string, EngineFile> = {};
  for (const [role, id] of roles) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`The ${role} file of job ${job.id} is missing.`);
    const path = join(workDir, `${role}-${row.id}`);
    await services.storage.download(row.storageKey, path);
    files[role] = { path, contentType: row.contentType };
  }
  return files;
}

/** A job pg-boss gave up on (every attempt died or timed out): failed and refunded, once. */
export async function failAbandonedJob(services: Services, jobId: string) {
  const [job] = await services.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job || isFinished(job.state)) return;
  const refunded = await services.db.transaction((tx) =>
    failJob(tx, job, 'The job was interrupted and could not finish.'),
  );
  if (refunded) {
    services.metrics.jobsFinished.inc({ tool: job.tool, outcome: 'failed' });
    services.metrics.jobsRefunded.inc({ tool: job.tool });
  }
}
