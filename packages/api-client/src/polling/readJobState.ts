import { malformedResponse } from '../errors';
import { isJsonObject, numberField, stringField } from '../json/fields';
import { madeBy, type MadeBy } from '../json/madeBy';
import { videoPoster, type VideoPoster } from '../json/videoPoster';
import { resolveMediaUrl } from '../urls/safeUrl';
import { statusWord } from './statusWord';
import type { JobState } from './types';

/** How one tool's status answers read: the data that differs between tools. */
export interface JobStateRules<Result> {
  /**
   * The (upper-cased) statuses that mean done, or a test of the answer. With a list, an answer without a status is
   * malformed.
   */
  done: readonly string[] | ((body: unknown) => boolean);
  /** The result of a done answer: `undefined` when it lacks one. */
  result: (body: unknown, baseUrl: string) => Result | undefined;
  /** The failure's text when the server gives none of its own in `failureFields`. */
  failureMessage: string;
  /** Fields of a failed answer that carry the server's own words (default none: the tool's text is always shown). */
  failureFields?: readonly string[];
  /** A done answer without a result fails with this message ('no-output'); without it, the job is still running. */
  noOutputMessage?: string;
  /** The tool's own failure signs besides the statuses FAILED and ERROR. */
  failedToo?: (body: unknown) => boolean;
  /** The fields that hold a running job's status word, in order (default `status`). */
  runningStatusFields?: readonly string[];
}

/**
 * A tool's status reader: FAILED and ERROR always fail; a running answer reports the server's own status word and
 * its `progress` (percent) when sent. The words are data: screens turn them into text.
 */
export const jobStateReader =
  <Result>({
    done,
    result,
    failureMessage,
    failureFields = [],
    noOutputMessage,
    failedToo,
    runningStatusFields,
  }: JobStateRules<Result>) =>
  (body: unknown, baseUrl: string): JobState<Result> => {
    if (!isJsonObject(body)) throw malformedResponse(body);
    const { raw: rawStatus, upper } = statusWord(body);
    if (Array.isArray(done) && rawStatus === undefined) throw malformedResponse(body);
    if (Array.isArray(done) ? done.includes(upper) : (done as (body: unknown) => boolean)(body)) {
      const value = result(body, baseUrl);
      if (value !== undefined) return { status: 'succeeded', rawStatus, result: value };
      if (noOutputMessage) return { status: 'failed', rawStatus, reason: 'no-output', message: noOutputMessage };
    }
    if (upper === 'FAILED' || upper === 'ERROR' || failedToo?.(body)) {
      const serverMessage = stringField(body, ...failureFields);
      return {
        status: 'failed',
        rawStatus,
        reason: 'job-failed',
        message: serverMessage ?? failureMessage,
        serverMessage,
      };
    }
    const stage = runningStatusFields ? statusWord(body, runningStatusFields).raw : rawStatus;
    return { status: 'running', rawStatus: stage, progress: numberField(body, 'progress') };
  };

/** A result holding one media URL, resolved and checked: `{ [name]: url }` (and a video's poster), or undefined. */
export const mediaResult =
  <Name extends string>(name: Name, read: (body: unknown) => string | undefined) =>
  (body: unknown, baseUrl: string) => {
    const url = resolveMediaUrl(read(body), baseUrl);
    return url
      ? ({ [name]: url, ...madeBy(body), ...videoPoster(body, baseUrl) } as Record<Name, string> & MadeBy & VideoPoster)
      : undefined;
  };

/** The answer says `success: false`. */
export const unsuccessful = (body: unknown) => isJsonObject(body) && body.success === false;
