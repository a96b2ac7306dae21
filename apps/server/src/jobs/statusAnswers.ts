import { jobStatusAnswer, type JobStateName } from '@mediakit/api-client/tools';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { media } from '../db/schema';
import { mediaLink, posterLink, type MediaRow } from '../media/library';
import type { Services } from '../services';
import { serverTools } from '../tools/registry';
import type { JobRow } from './jobs';

/** The job's output files, in the order the engine made them. */
export async function jobOutputs(tx: Tx, job: JobRow): Promise<MediaRow[]> {
  const ids = ((job.output?.media as string[] | undefined) ?? []).filter((id) => typeof id === 'string');
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(media)
    .where(and(eq(media.userId, job.userId), inArray(media.id, ids)));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * A job's status answer in its tool's own words, as its definition gives them (the words and fields the spec's client
 * reads), with the fields every status answer has: task_id, status, state, engine, and error once failed.
 */
export function statusAnswer(services: Services, base: string, job: JobRow, outputs: MediaRow[]) {
  const definition = (serverTools as Record<string, (typeof serverTools)[keyof typeof serverTools]>)[job.tool]
    ?.definition;
  const state = job.state as JobStateName;
  if (definition?.kind !== 'job') {
    return { task_id: job.id, status: state, state, engine: job.engine ?? undefined };
  }
  return jobStatusAnswer(definition, {
    taskId: job.id,
    state,
    attempts: job.attempts,
    progress: job.progress ?? 0,
    engine: job.engine ?? undefined,
    error: job.error ?? undefined,
    urls: outputs.map((row) => mediaLink(services, base, row)),
    poster: outputs[0] && posterLink(services, base, outputs[0]),
  });
}
