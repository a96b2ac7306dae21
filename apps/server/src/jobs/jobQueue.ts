import type { PgBoss } from 'pg-boss';
import type { Database, Tx } from '../db/database';

export const jobQueueName = 'mediakit-jobs';
/** Where pg-boss puts a job whose every attempt failed (a worker died or timed out): it is failed and refunded. */
export const deadJobQueueName = 'mediakit-jobs-dead';

export interface JobQueue {
  /** Enqueues inside the caller's transaction: no transaction, no job. */
  enqueue(tx: Tx, jobId: string): Promise<void>;
  /** Runs `handle` for queued jobs in this process, `concurrency` at a time. */
  work(concurrency: number, handle: (jobId: string) => Promise<void>): Promise<void>;
  /** Runs `handle` for jobs that failed every attempt. */
  workDead(handle: (jobId: string) => Promise<void>): Promise<void>;
  /** Takes no more jobs (running ones go on). */
  stopTaking(): Promise<void>;
  /** Stops, waiting up to `timeoutMs` for running handlers to return. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The durable queue on the same database (pg-boss). A worker that stops heartbeating (killed, crashed) loses its job
 * after `heartbeatSeconds`; the job is then tried again once, and after that it goes to the dead-letter queue.
 */
export async function startJobQueue(
  database: Database,
  { timeoutSeconds, onError }: { timeoutSeconds: number; onError?: (error: Error) => void },
) {
  const boss: PgBoss = database.createQueue();
  // pg-boss retries its own polls and reconnects; while the database is away it reports every failed poll.
  boss.on('error', (error) => onError?.(error));
  // Its schema and our queues are created by the first node to start; the others wait for it.
  await database.underSchemaLock(async () => {
    await boss.start();
    await boss.createQueue(deadJobQueueName, { retryLimit: 3, retryDelay: 2 }).catch(ignoreExisting);
    await boss
      .createQueue(jobQueueName, {
        retryLimit: 1,
        retryDelay: 1,
        heartbeatSeconds: 10,
        expireInSeconds: timeoutSeconds,
        deadLetter: deadJobQueueName,
      })
      .catch(ignoreExisting);
  });
  const queue: JobQueue = {
    async enqueue(tx, jobId) {
      await boss.send(jobQueueName, { jobId }, { db: database.queueConnection(tx) });
    },
    async work(concurrency, handle) {
      await boss.work<{ jobId: string }>(
        jobQueueName,
        { localConcurrency: concurrency, pollingIntervalSeconds: 0.5, batchSize: 1 },
        async ([job]) => {
          if (job) await handle(job.data.jobId);
        },
      );
    },
    async workDead(handle) {
      await boss.work<{ jobId: string }>(deadJobQueueName, { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await handle(job.data.jobId);
      });
    },
    async stopTaking() {
      await Promise.all([boss.offWork(jobQueueName, { wait: false }), boss.offWork(deadJobQueueName, { wait: false })]);
    },
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
  return queue;
}

function ignoreExisting(error: unknown) {
  if (!(error instanceof Error) || !/exists/i.test(error.message)) throw error;
}
