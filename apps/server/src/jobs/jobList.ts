import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { jobs, media, users } from '../db/schema';
import { invalid, notFound } from '../http/httpError';
import { mediaJson, type MediaRow } from '../media/library';
import type { Services } from '../services';
import { projectType, toolLabels, type JobTool } from '../tools/registry';
import { jobStatusLabel } from '../usage/usage';
import { startJob, type JobRow, type JobState } from './jobs';

export interface JobQuery {
  userId?: string;
  state?: JobState;
  tool?: string;
  page: number;
  pageSize: number;
}

/** A page of jobs (one user's, or everyone's for the admin), newest first, with their outputs and owners. */
export async function listJobs(services: Services, query: JobQuery, base: string) {
  const where = and(
    query.userId ? eq(jobs.userId, query.userId) : undefined,
    query.state ? eq(jobs.state, query.state) : undefined,
    query.tool ? eq(jobs.tool, query.tool) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    services.db
      .select({ job: jobs, owner: { id: users.id, name: users.name, email: users.email } })
      .from(jobs)
      .innerJoin(users, eq(users.id, jobs.userId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    services.db.select({ value: count() }).from(jobs).where(where),
  ]);
  const outputIds = rows.flatMap(({ job }) => (job.output?.media as string[] | undefined) ?? []);
  const outputs: MediaRow[] = outputIds.length
    ? await services.db.select().from(media).where(inArray(media.id, outputIds))
    : [];
  return {
    total: total?.value ?? 0,
    rows: rows.map(({ job, owner }) => ({
      ...jobJson(job),
      outputs: ((job.output?.media as string[] | undefined) ?? []).flatMap((id) => {
        const row = outputs.find((candidate) => candidate.id === id);
        return row ? [mediaJson(services, base, row)] : [];
      }),
      owner,
    })),
  };
}

export function jobJson(job: JobRow) {
  return {
    id: job.id,
    tool: job.tool,
    tool_label: toolLabels[job.tool] ?? job.tool,
    type: projectType(job.tool),
    state: job.state,
    status: jobStatusLabel(job.state),
    title: (job.input as { title?: string }).title ?? job.tool,
    cost: job.cost,
    engine: job.engine,
    error: job.error,
    progress: job.progress,
    attempts: job.attempts,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Retries a failed job (admin): a new job with the same inputs, charged to its owner like any start (their credits
 * came back when it failed; a short balance is the usual 402 with the owner's balance).
 */
export async function retryJob(services: Services, jobId: string) {
  const [job] = await services.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw notFound('Task not found.');
  if (job.state !== 'failed') throw invalid('Only a failed job can be retried.');
  const { job: retried } = await services.db.transaction((tx) =>
    startJob(services, tx, {
      userId: job.userId,
      tool: job.tool as JobTool,
      cost: job.cost,
      input: job.input as never,
    }),
  );
  return retried;
}
