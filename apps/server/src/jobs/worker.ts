import { and, eq, inArray, sql } from 'drizzle-orm';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { jobs, media } from '../db/schema';
import type { EngineFile } from '../engines/engine';
import { discardPrepared, prepareMedia, recordMedia } from '../media/library';
import type { Services } from '../services';
import { jobEnded } from './jobEvents';
import { failJob, isFinished, type JobRow } from './jobs';
import { runToolEngine, type JobInput, type JobTool } from '../tools/registry';

/** What the user sees when an engine fails without saying why in words fit to show. */
export const engineFailedMessage = 'The engine could not produce a result.';

/** An engine's own error message when it is meant for users (EngineError), else the generic one. */
function failureText(error: unknown): string {
  if (error instanceof Error && error.name === 'EngineError' && error.message) return error.message;
  return engineFailedMessage;
}

/**
 * Runs one job: marks it running, downloads its inputs into a private folder, calls its engine, stores the outputs
 * in the owner's library and marks it done, all while watching for a cancel. An engine failure ends the job as
 * failed and refunds it; the folder is removed whatever happens. Safe to run again for the same job after a crash.
 */
export async function processJob(services: Services, jobId: string): Promise<void> {
  const { db } = services;
  const [started] = await db
    .update(jobs)
    .set({ state: 'running', startedAt: new Date(), attempts: sql`${jobs.attempts} + 1` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.state, ['queued', 'running'])))
    .returning();
  if (!started) return;
  const input = started.input as unknown as JobInput;
  const tmpRoot = join(services.config.dataDir, 'tmp');
  await mkdir(tmpRoot, { recursive: true });
  const workDir = await mkdtemp(join(tmpRoot, `job-${jobId}-`));
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new Error('timeout')), services.config.jobTimeoutSeconds * 1000);
  const cancelWatch = setInterval(() => {
    void db
      .select({ state: jobs.state })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .then(([row]) => {
        if (!row || isFinished(row.state)) controller.abort(new Error('cancelled'));
      })
      .catch(() => undefined);
  }, 1000);
  let lastProgress = 0;
  try {
    const files = await downloadInputs(services, started, workDir);
    const outputDir = join(workDir, 'out');
    await mkdir(outputDir);
    const result = await runToolEngine(services.engines, started.tool as JobTool, input, files, {
      workDir: outputDir,
      signal: controller.signal,
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
    if (controller.signal.aborted) throw controller.signal.reason;
    const prepared = await Promise.all(
      result.files.map((file) =>
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
    );
    try {
      await db.transaction(async (tx) => {
        const stored = [];
        for (const item of prepared) stored.push(await recordMedia(tx, item));
        const [finished] = await tx
          .update(jobs)
          .set({
            state: 'succeeded',
            progress: 1,
            engine: result.engine,
            finishedAt: new Date(),
            output: {
              media: stored.map((row) => row.id),
              ...(result.text !== undefined ? { text: result.text } : {}),
              ...(result.words ? { words: result.words } : {}),
            },
          })
          .where(and(eq(jobs.id, jobId), eq(jobs.state, 'running')))
          .returning();
        // Cancelled while the outputs were being stored: keep nothing of it.
        if (!finished) tx.rollback();
        await jobEnded(tx, finished!, 'succeeded');
      });
    } catch (error) {
      await discardPrepared(services, prepared);
      throw error;
    }
  } catch (error) {
    const cancelled = controller.signal.aborted && (controller.signal.reason as Error)?.message === 'cancelled';
    if (!cancelled && !isRollback(error)) {
      services.log.warn({ jobId, err: error }, 'job failed');
      const timedOut = controller.signal.aborted;
      await db.transaction((tx) =>
        failJob(tx, started, timedOut ? 'The job took too long and was stopped.' : failureText(error)),
      );
    }
  } finally {
    clearTimeout(timeout);
    clearInterval(cancelWatch);
    await rm(workDir, { recursive: true, force: true });
  }
}

const isRollback = (error: unknown) => error instanceof Error && error.name === 'TransactionRollbackError';

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
  await services.db.transaction((tx) => failJob(tx, job, 'The job was interrupted and could not finish.'));
}
