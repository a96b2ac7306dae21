import { and, eq } from 'drizzle-orm';
import { jobs, users } from '../db/schema';
import { HttpError, invalid } from '../http/httpError';
import type { InputFile } from '../inputs/requestInput';
import { discardPrepared, prepareMedia, recordMedia } from '../media/library';
import { callContext } from '../observability/context';
import type { Services } from '../services';
import { isFinished, startJob, type JobRow } from './jobs';
import type { JobInput, JobTool } from './toolJobs';
import { withRetries } from './transient';

export interface Launch {
  userId: string;
  tool: JobTool;
  cost: number;
  title: string;
  params: JobInput['params'];
  /** Input files by the role the engine gives them (image, reference, firstFrame, ...). */
  files?: Record<string, InputFile | undefined>;
  /**
   * The client's key for this start (default: the request's `Idempotency-Key` header). A start with a key its user
   * already used answers that job instead of starting and charging another.
   */
  idempotencyKey?: string;
}

export interface Launched {
  job: JobRow;
  /** The balance after the charge (or now, for a replay). */
  credits: number;
  /** True when the key named a job started before (nothing was charged this time). */
  replayed: boolean;
}

/** Keys as Stripe and the IETF draft use them: 1 to 255 visible ASCII characters (a UUID per submit is typical). */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** The key a job start goes by: the given one, else the request's `Idempotency-Key` header; a malformed one is a 422. */
function idempotencyKeyOf(launch: Launch): string | undefined {
  const key = launch.idempotencyKey ?? callContext()?.idempotencyKey;
  if (key === undefined) return undefined;
  if (!idempotencyKeyPattern.test(key)) {
    throw invalid('The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

async function jobByKey(services: Services, launch: Launch, key: string): Promise<Launched | undefined> {
  const [found] = await services.db
    .select({ job: jobs, credits: users.credits })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(and(eq(jobs.userId, launch.userId), eq(jobs.idempotencyKey, key)))
    .limit(1);
  if (!found) return undefined;
  if (found.job.tool !== launch.tool) {
    throw new HttpError(422, {
      message: 'This Idempotency-Key was already used for another tool.',
      details: 'This Idempotency-Key was already used for another tool.',
    });
  }
  return { job: found.job, credits: found.credits, replayed: true };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Keeps the inputs (in storage, so any worker can read them), then charges and queues the job in one transaction.
 * When the charge fails (402) nothing is kept. With an idempotency key (a retry of a start whose answer was lost,
 * on this node or another) the job it already started is answered instead, charged once: the key is unique per user
 * in the database, so two nodes racing with one key start one job.
 */
export async function launchJob(services: Services, launch: Launch): Promise<Launched> {
  const key = idempotencyKeyOf(launch);
  if (key) {
    const earlier = await jobByKey(services, launch, key);
    if (earlier) return earlier;
  }
  const files = Object.entries(launch.files ?? {}).filter((entry): entry is [string, InputFile] => Boolean(entry[1]));
  const prepared = await Promise.all(
    files.map(([role, file]) =>
      withRetries(
        () =>
          prepareMedia(services, {
            userId: launch.userId,
            path: file.path,
            contentType: file.contentType,
            title: `${launch.title} (${role})`,
            isInput: true,
            tool: launch.tool,
          }),
        {
          attempts: 3,
          onRetry: (error) => {
            services.metrics.storageErrors.inc({ operation: 'put' });
            services.log.warn({ err: error }, 'storing an input failed, retrying');
          },
        },
      ),
    ),
  );
  try {
    const started = await services.db.transaction(async (tx) => {
      const roles: Record<string, string> = {};
      for (const [index, [role]] of files.entries()) {
        const row = await recordMedia(tx, prepared[index]!);
        roles[role] = row.id;
      }
      return startJob(services, tx, {
        userId: launch.userId,
        tool: launch.tool,
        cost: launch.cost,
        input: { title: launch.title, params: launch.params, files: roles },
        idempotencyKey: key,
      });
    });
    services.metrics.jobsStarted.inc({ tool: launch.tool });
    services.log.info({ jobId: started.job.id, tool: launch.tool, cost: launch.cost }, 'job started');
    return { ...started, replayed: false };
  } catch (error) {
    await discardPrepared(services, prepared);
    // The same key committed on another node (or request) while this one prepared: answer that job.
    if (key && isUniqueViolation(error)) {
      const earlier = await jobByKey(services, launch, key);
      if (earlier) return earlier;
    }
    throw error;
  }
}

/** Waits for a job to end (for the one-request tools); undefined if it is still running after `timeoutMs`. */
export async function awaitJob(
  services: Services,
  jobId: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<JobRow | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 100; ; delay = Math.min(500, delay * 1.5)) {
    const [job] = await services.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
    if (!job || isFinished(job.state)) return job;
    if (Date.now() > deadline || signal?.aborted) return undefined;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, delay);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}

/**
 * A one-request tool's job, waited for to its end. Still running after `timeoutMs`: a 504 that names the task (the
 * result lands in the library; a retry with the same Idempotency-Key waits for it again). The node draining
 * (SIGTERM) ends the wait at once with a 503 that names the task, which the client retries on another node.
 */
export async function awaitJobEnd(services: Services, job: JobRow, timeoutMs: number): Promise<JobRow> {
  const { draining } = services.lifecycle;
  const ended = await awaitJob(services, job.id, timeoutMs, draining);
  if (ended) return ended;
  if (draining.aborted) {
    throw new HttpError(
      503,
      { message: 'The server is restarting; please try again.', task_id: job.id },
      { 'Retry-After': '1' },
    );
  }
  throw new HttpError(504, {
    message: 'This is taking longer than expected; the result will appear in your media library.',
    task_id: job.id,
  });
}

/** A title for the library: the prompt's first words, else what the tool made. */
export function titleFrom(prompt: string | undefined, fallback: string): string {
  const text = prompt?.replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}
