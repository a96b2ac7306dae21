import type { ApiErrorReason } from '../errors';
import type { RequestOptions } from '../http/request';
import type { CancelledJob } from '../jobs/cancelJob';

/**
 * One typed state per job, whatever status words the tool's server uses. `rawStatus` is the server's own word, as
 * sent (image to video: `current_status` before `status` while running, as the spec shows it); turning it into
 * text is the screen's job.
 */
export type JobState<Result> =
  | { status: 'running'; rawStatus: string | undefined; progress: number | undefined }
  | { status: 'succeeded'; rawStatus: string | undefined; result: Result }
  | {
      status: 'failed';
      rawStatus: string | undefined;
      /** 'job-failed', or 'no-output' for a job done without its file. */
      reason: Extract<ApiErrorReason, 'job-failed' | 'no-output'>;
      /** The tool's fallback text, or the server's own words when it sent some (then also `serverMessage`). */
      message: string;
      serverMessage?: string | undefined;
    };

export interface WaitOptions<Result> extends RequestOptions {
  /** Called after every status answer, e.g. to show `rawStatus` or `progress`. */
  onUpdate?: (state: JobState<Result>) => void;
}

/**
 * Every asynchronous tool has the same four calls. `Task` is what the status call needs to find the job: its task id
 * (the video upscaler's `UpscaleTask` also carries the status URL and temporary path its start answered).
 */
export interface JobApi<StartInput, Started, Task, Result> {
  start(input: StartInput, options?: RequestOptions): Promise<Started>;
  status(task: Task, options?: RequestOptions): Promise<JobState<Result>>;
  /** Polls `status` on the spec's schedule until the job succeeds (resolves) or fails (rejects with an ApiError). */
  wait(task: Task, options?: WaitOptions<Result>): Promise<Result>;
  /** Cancels the job on the server (jobs.cancel): its credits come back once, and the new balance to `credits`. */
  cancel(taskId: string, options?: RequestOptions): Promise<CancelledJob>;
}

export function running<Result>(rawStatus: string | undefined, progress?: number): JobState<Result> {
  return { status: 'running', rawStatus, progress };
}
