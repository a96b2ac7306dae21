import { stringField } from './json/fields';

/** The user-facing messages of the spec's error catalogue, verbatim. */
export const apiErrorMessages = {
  unauthenticated: 'Please log in to continue.',
  network: 'Network/CORS error: failed to reach the API.',
  invalidInput: 'Invalid input (422).',
  requestFailed: 'Request failed',
  timeout: 'The server took too long to answer. Please try again.',
  malformed: 'The server sent an unexpected answer.',
  aborted: 'The request was cancelled.',
  unsafeUrl: 'The server sent a link that cannot be opened.',
  creditsUnauthenticated: 'Unauthenticated',
} as const;

/** The broad class of a failure (what a caller branches on first). `reason` says precisely what went wrong. */
export type ApiErrorKind =
  | 'unauthenticated'
  | 'insufficient-credits'
  | 'forbidden'
  | 'network'
  | 'http'
  | 'invalid-input'
  | 'malformed-response'
  | 'timeout'
  | 'aborted'
  | 'job-failed'
  | 'unsafe-url';

/**
 * What went wrong, as data: the runtime turns a reason into each tool's own (overridable) words, so nothing needs to
 * read `message`. Every reason, and the kind it comes with:
 *
 * - `unauthenticated` (kind unauthenticated): a 401.
 * - `insufficient-credits`: a 402; `credits` holds `required` and `have` when the server sent them.
 * - `plan-limit` (kind forbidden): a 403 listing the resolutions the plan allows (`planLimit`).
 * - `forbidden`: any other 403.
 * - `invalid-input`: a 422, or an input refused before any request (e.g. a custom size of 0 pixels).
 * - `server-error` (kind http): a 5xx answer.
 * - `request-failed` (kind http): any other error status (404, 409, 413, ...).
 * - `redirected` (kind http): the server answered with a redirect, which the client never follows.
 * - `network`: the request never got an answer (offline, DNS, CORS, connection reset).
 * - `timeout`: the call's time limit ran out, before the headers or while the body was read.
 * - `aborted`: the caller's signal ended the call (`abort()`, `abort(reason)` or `AbortSignal.timeout()`).
 * - `malformed-response`: the answer is not JSON, not the shape the call needs, or a field has the wrong type.
 * - `response-too-large` (kind malformed-response): the answer was larger than the client accepts.
 * - `unsafe-url` (kind unsafe-url, or malformed-response in an answer): a link that is not http(s) or our own blob:.
 * - `missing-token` (kind malformed-response): a sign-in answer without a token (Google sign-in: or without a user).
 * - `missing-task-id` (the tool's kind): a job's start answer without a task id.
 * - `no-output` (kind job-failed or malformed-response): the call or job ended without the file it should make.
 * - `job-failed` (kind job-failed): the server says the generation failed (`serverMessage` says why when it did).
 * - `job-timeout` (kind timeout): a job did not end within its polling limit.
 * - `status-check-failed` (the last check's kind): a job's status could not be read, too many times in a row.
 */
export type ApiErrorReason =
  | 'unauthenticated'
  | 'insufficient-credits'
  | 'plan-limit'
  | 'forbidden'
  | 'invalid-input'
  | 'server-error'
  | 'request-failed'
  | 'redirected'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'malformed-response'
  | 'response-too-large'
  | 'unsafe-url'
  | 'missing-token'
  | 'missing-task-id'
  | 'no-output'
  | 'job-failed'
  | 'job-timeout'
  | 'status-check-failed';

/** 402 details: what the call costs and what the user has. */
export interface CreditShortfall {
  required: number;
  have: number;
}

/** 403 details from image generation: what the plan allows and how to get more. */
export interface PlanLimit {
  allowedResolutions: string[];
  requested: string | undefined;
  plan: string | undefined;
  upgradeHint: string | undefined;
}

export interface ApiErrorOptions {
  /** Default: the reason of the kind (an 'http' kind: 'server-error' for 5xx, else 'request-failed'). */
  reason?: ApiErrorReason;
  /** The server's own words for this failure, when it sent some (`message` shows them unless the catalogue has its own). */
  serverMessage?: string | undefined;
  status?: number | undefined;
  body?: unknown;
  cause?: unknown;
  credits?: CreditShortfall | undefined;
  planLimit?: PlanLimit | undefined;
}

function reasonOf(kind: ApiErrorKind, status: number | undefined): ApiErrorReason {
  if (kind === 'http') return status !== undefined && status >= 500 ? 'server-error' : 'request-failed';
  return kind === 'job-failed' ? 'job-failed' : kind;
}

/** Every failure the client reports is an ApiError: callers branch on `reason` (or `kind`) and show text of their own. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  declare readonly kind: ApiErrorKind;
  declare readonly reason: ApiErrorReason;
  /** The server's own words (its `message` or `error`; a 422's `details` or `error`), markup dropped; else undefined. */
  declare readonly serverMessage: string | undefined;
  declare readonly status: number | undefined;
  /** The parsed error body (JSON value or text), for callers that want the server's own fields. */
  declare readonly body: unknown;
  declare readonly credits: CreditShortfall | undefined;
  declare readonly planLimit: PlanLimit | undefined;

  constructor(kind: ApiErrorKind, message: string, options: ApiErrorOptions = {}) {
    const { reason, serverMessage, status, body, cause, credits, planLimit } = options;
    super(message, { cause });
    Object.assign(this, {
      kind,
      reason: reason ?? reasonOf(kind, status),
      serverMessage,
      status,
      body,
      credits,
      planLimit,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'aborted';
  return (error as { name?: unknown } | null | undefined)?.name === 'AbortError';
}

/** An error of a kind whose message is the catalogue's own ('aborted', 'network', 'timeout', 'unauthenticated'). */
export function catalogueError(
  kind: 'aborted' | 'network' | 'timeout' | 'unauthenticated',
  options?: ApiErrorOptions,
): ApiError {
  return new ApiError(kind, apiErrorMessages[kind], options);
}

export function abortedError(cause?: unknown): ApiError {
  return catalogueError('aborted', { cause });
}

/** The server answered, but not with what the call needs. */
export function malformedResponse(
  body: unknown,
  message: string = apiErrorMessages.malformed,
  reason: ApiErrorReason = 'malformed-response',
): ApiError {
  return new ApiError('malformed-response', message, { body, reason });
}

/** The server says the work failed: its own words from the first of `fields` it sent, else the tool's `fallback`. */
export function jobFailed(body: unknown, fallback: string, ...fields: string[]): ApiError {
  const serverMessage = stringField(body, ...fields);
  return new ApiError('job-failed', serverMessage ?? fallback, { serverMessage, body });
}
