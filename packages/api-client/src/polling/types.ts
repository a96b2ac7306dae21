import type { RequestOptions } from '../http/request';

/** One typed state per job, whatever status words the tool's server uses. */
export type JobState<Result> =
  | { status: 'running'; rawStatus: string | undefined; message: string | undefined; progress: number | undefined }
  | { status: 'succeeded'; rawStatus: string | undefined; result: Result }
  | { status: 'failed'; rawStatus: string | undefined; message: string };

export interface WaitOptions<Result> extends RequestOptions {
  /** Called after every status answer, e.g. to show `message` or `progress`. */
  onUpdate?: (state: JobState<Result>) => void;
}

/** Every asynchronous tool has the same three calls. */
export interface JobApi<StartInput, Started, Ticket, Result> {
  start(input: StartInput, options?: RequestOptions): Promise<Started>;
  status(ticket: Ticket, options?: RequestOptions): Promise<JobState<Result>>;
  /** Polls `status` on the spec's schedule until the job succeeds (resolves) or fails (rejects with an ApiError). */
  wait(ticket: Ticket, options?: WaitOptions<Result>): Promise<Result>;
}

export function running<Result>(rawStatus: string | undefined, message?: string, progress?: number): JobState<Result> {
  return { status: 'running', rawStatus, message, progress };
}
