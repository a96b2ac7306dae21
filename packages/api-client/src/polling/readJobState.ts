import { isJsonObject } from '../json/fields';
import { madeBy, type MadeBy } from '../json/madeBy';
import { resolveMediaUrl } from '../urls/safeUrl';
import { statusWord } from './statusWord';
import type { JobState } from './types';

/**
 * A tool's status reader, data-driven: the (upper-cased) statuses that mean done, the result of a done answer
 * (`undefined` when it lacks one), the failure message, the message for a done answer without a result (when
 * absent, such an answer counts as still running), and the running message and progress. FAILED and ERROR always
 * fail; `failedToo` adds the tool's own failure signs.
 */
export const jobStateReader =
  <Result>(
    done: string[] | ((body: unknown) => boolean),
    result: (body: unknown, baseUrl: string) => Result | undefined,
    failure: (body: unknown) => string,
    noResult?: string,
    progress?: (status: string, body: unknown) => [message?: string, progress?: number],
    failedToo?: (body: unknown) => boolean,
  ) =>
  (body: unknown, baseUrl: string): JobState<Result> => {
    const { raw: rawStatus, upper } = statusWord(body);
    if (Array.isArray(done) ? done.includes(upper) : done(body)) {
      const value = result(body, baseUrl);
      if (value !== undefined) return { status: 'succeeded', rawStatus, result: value };
      if (noResult) return { status: 'failed', rawStatus, message: noResult };
    }
    if (upper === 'FAILED' || upper === 'ERROR' || failedToo?.(body)) {
      return { status: 'failed', rawStatus, message: failure(body) };
    }
    const [message, percent] = progress?.(upper, body) ?? [];
    return { status: 'running', rawStatus, message, progress: percent };
  };

/** A result holding one media URL, resolved and checked: `{ [name]: url }`, or undefined. */
export const mediaResult =
  <Name extends string>(name: Name, read: (body: unknown) => string | undefined) =>
  (body: unknown, baseUrl: string) => {
    const url = resolveMediaUrl(read(body), baseUrl);
    return url ? ({ [name]: url, ...madeBy(body) } as Record<Name, string> & MadeBy) : undefined;
  };

/** The answer says `success: false`. */
export const unsuccessful = (body: unknown) => isJsonObject(body) && body.success === false;
