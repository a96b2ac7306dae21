import { statusWord } from './statusWord';
import { running, type JobState } from './types';

export interface JobVocabulary<Result> {
  /** Whether the answer says the job is over and fine (upper-cased status, whole body). */
  done: (status: string, body: unknown) => boolean;
  failed: (status: string, body: unknown) => boolean;
  /** The result of a done answer; `undefined` when the answer lacks it. */
  result: (body: unknown, baseUrl: string) => Result | undefined;
  /** Message for a done answer without a result; when absent, such an answer counts as still running. */
  noResult?: string;
  failure: (body: unknown) => string;
  progress?: (status: string, body: unknown) => [message?: string, progress?: number];
}

/** Maps a tool's status answer to one typed job state. */
export function readJobState<Result>(
  vocabulary: JobVocabulary<Result>,
  body: unknown,
  baseUrl: string,
): JobState<Result> {
  const { raw, upper } = statusWord(body);
  if (vocabulary.done(upper, body)) {
    const result = vocabulary.result(body, baseUrl);
    if (result !== undefined) return { status: 'succeeded', rawStatus: raw, result };
    if (vocabulary.noResult) return { status: 'failed', rawStatus: raw, message: vocabulary.noResult };
  }
  if (vocabulary.failed(upper, body)) return { status: 'failed', rawStatus: raw, message: vocabulary.failure(body) };
  return running(raw, ...(vocabulary.progress?.(upper, body) ?? []));
}

export const statusIn =
  (...words: string[]) =>
  (status: string) =>
    words.includes(status);
