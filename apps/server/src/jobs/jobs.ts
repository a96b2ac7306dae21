import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { jobs } from '../db/schema';
import { chargeForJob, refundJob } from '../credits/ledger';
import { newId } from '../accounts/secrets';
import { notFound } from '../http/httpError';
import type { Services } from '../services';
import { checkLowCredits } from '../notifications/notifications';
import { jobEnded } from './jobEvents';
import type { JobInput, JobTool } from './toolJobs';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export const isFinished = (state: string) => state === 'succeeded' || state === 'failed' || state === 'cancelled';

/**
 * Starts a job in one transaction: the charge, the job row, its ledger row and the queue entry commit together or
 * not at all (a short balance is the spec's 402 and leaves nothing behind).
 */
export async function startJob(
  services: Services,
  tx: Tx,
  {
    userId,
    tool,
    cost,
    input,
    idempotencyKey,
  }: { userId: string; tool: JobTool; cost: number; input: JobInput; idempotencyKey?: string },
): Promise<{ job: JobRow; credits: number }> {
  const id = newId('task');
  // First, so that a key another start already committed fails here, before anything is charged.
  const [job] = await tx
    .insert(jobs)
    .values({ id, userId, tool, cost, input: input as never, idempotencyKey: idempotencyKey ?? null })
    .returning();
  if (!job) throw new Error('The job was not created.');
  const credits = await chargeForJob(tx, userId, cost, id);
  await checkLowCredits(tx, userId);
  await services.queue.enqueue(tx, id);
  return { job, credits };
}

/** The job, if `userId` owns it; another user's task id is a 404 like an unknown one. */
export async function findOwnJob(tx: Tx, userId: string, jobId: string, tools?: readonly JobTool[]): Promise<JobRow> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), tools ? inArray(jobs.tool, [...tools]) : undefined))
    .limit(1);
  if (!job) throw notFound('Task not found.');
  return job;
}

/** Ends a job as failed with its credits back, once, whoever gets there first; it goes in its owner's activity. */
export async function failJob(tx: Tx, job: JobRow, message: string) {
  const [ended] = await tx
    .update(jobs)
    .set({ state: 'failed', error: message.slice(0, 500), finishedAt: new Date() })
    .where(and(eq(jobs.id, job.id), inArray(jobs.state, ['queued', 'running'])))
    .returning();
  if (!ended) return false;
  await refundJob(tx, job.userId, job.cost, job.id);
  await jobEnded(tx, ended, 'failed', ended.error ?? undefined);
  return true;
}

/** Cancels a job that has not ended; refunds it once. Returns the job as it now stands. */
export async function cancelJob(tx: Tx, job: JobRow): Promise<JobRow> {
  const [cancelled] = await tx
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: new Date(), error: 'Cancelled.' })
    .where(and(eq(jobs.id, job.id), inArray(jobs.state, ['queued', 'running'])))
    .returning();
  if (!cancelled) return job;
  await refundJob(tx, job.userId, job.cost, job.id);
  return cancelled;
}
