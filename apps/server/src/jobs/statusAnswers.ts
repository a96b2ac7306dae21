import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { media } from '../db/schema';
import { mediaLink, type MediaRow } from '../media/library';
import type { Services } from '../services';
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

const failedText = (job: JobRow) => job.error ?? 'The job failed.';

/**
 * A polled job's status answer, in its tool's own words as the spec gives them (the client reads exactly these):
 * image to video QUEUED/PENDING/IN_PROGRESS/PROCESSING/RENDERING then completed + video_url; mystic QUEUED,
 * IN_PROGRESS, AWAITING_ASSET then ok + saved_url; edit PENDING/IN_PROGRESS then COMPLETED + url or FAILED; enhance
 * and style starting/PENDING/IN_PROGRESS then COMPLETED + urls or FAILED; upscale queued/processing with progress and
 * `done`, then succeeded + file.url.
 */
export function statusAnswer(services: Services, base: string, job: JobRow, outputs: MediaRow[]) {
  const link = (row: MediaRow | undefined) => (row ? mediaLink(services, base, row) : undefined);
  const progress = job.progress ?? 0;
  const ended = job.state === 'failed' || job.state === 'cancelled';
  const common = { task_id: job.id, engine: job.engine ?? undefined };
  switch (job.tool) {
    case 'imageToVideo': {
      if (job.state === 'succeeded') return { ...common, status: 'completed', video_url: link(outputs[0]) };
      if (ended) return { ...common, status: 'failed', error: failedText(job) };
      const word =
        job.state === 'queued'
          ? job.attempts > 0
            ? 'PENDING'
            : 'QUEUED'
          : progress <= 0
            ? 'IN_PROGRESS'
            : progress < 0.5
              ? 'PROCESSING'
              : 'RENDERING';
      return { ...common, status: word, current_status: word };
    }
    case 'mystic': {
      if (job.state === 'succeeded') return { ...common, status: 'ok', saved_url: link(outputs[0]) };
      if (ended) return { ...common, status: 'failed', error: failedText(job) };
      return {
        ...common,
        status: job.state === 'queued' ? 'QUEUED' : progress >= 0.9 ? 'AWAITING_ASSET' : 'IN_PROGRESS',
      };
    }
    case 'imageEdit': {
      if (job.state === 'succeeded') return { ...common, status: 'COMPLETED', url: link(outputs[0]) };
      if (ended) return { ...common, status: 'FAILED', error: failedText(job) };
      return { ...common, status: job.state === 'queued' ? 'PENDING' : 'IN_PROGRESS' };
    }
    case 'enhance':
    case 'style': {
      if (job.state === 'succeeded') {
        return { ...common, status: 'COMPLETED', urls: outputs.map((row) => link(row)) };
      }
      if (ended) return { ...common, status: 'FAILED', error: failedText(job) };
      return { ...common, status: job.state === 'queued' ? 'PENDING' : 'IN_PROGRESS' };
    }
    case 'videoUpscale': {
      if (job.state === 'succeeded') {
        return { ...common, status: 'succeeded', progress: 100, done: true, file: { url: link(outputs[0]) } };
      }
      if (ended) return { ...common, status: 'failed', done: false, error: failedText(job) };
      return {
        ...common,
        status: job.state === 'queued' ? 'queued' : 'processing',
        progress: Math.round(progress * 100),
        done: false,
      };
    }
    default:
      return { ...common, status: job.state };
  }
}
