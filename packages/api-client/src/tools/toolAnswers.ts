import * as v from 'valibot';
import type { JobSnapshot, JobToolDefinition, ToolDefinition } from './toolDefinition';

/**
 * A job's status answer in its tool's own words, the same for the reference server and the fake: every answer has
 * `task_id`, `status` (the tool's word), `state` (ours: queued, running, succeeded, failed, cancelled), `engine`, and
 * `error` once failed, plus the tool's own fields (image to video's `current_status` and `video_url`, the upscaler's
 * `progress`, `done` and `file`, ...).
 */
export function jobStatusAnswer(tool: JobToolDefinition, job: JobSnapshot): Record<string, unknown> {
  const { status } = tool;
  const common = { task_id: job.taskId, state: job.state, engine: job.engine };
  if (job.state === 'succeeded') {
    const poster = tool.output === 'video' && job.poster ? { poster_preview: job.poster } : {};
    return { ...common, status: status.succeeded, ...status.fields.succeeded(job.urls), ...poster };
  }
  if (job.state === 'failed' || job.state === 'cancelled') {
    return { ...common, status: status.failed, error: job.error ?? 'The job failed.', ...status.fields.failed };
  }
  const word =
    job.state === 'queued'
      ? job.attempts > 0 && status.retrying
        ? status.retrying
        : status.queued
      : status.running(job.progress);
  const percent = Math.round(Math.max(0, Math.min(1, job.progress)) * 100);
  return { ...common, status: word, ...status.fields.waiting?.(word, percent) };
}

/** What every start answers first: the task id, the tool's status word and the balance after the charge. */
export function startAnswer(tool: ToolDefinition, taskId: string, credits: number, succeeded = true) {
  const status = tool.kind === 'job' ? tool.status.started : succeeded ? tool.words.succeeded : tool.words.failed;
  return { task_id: taskId, status, credits };
}

/** A job's stored input read back through its tool's schema: what the engine gets is what the edge checked. */
export function storedToolInput<Input>(tool: ToolDefinition<Input>, stored: unknown): Input {
  return v.parse(tool.input(), stored);
}
