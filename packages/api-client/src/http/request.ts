import { abortedError, ApiError, apiErrorMessages, catalogueError, isApiError } from '../errors';
import { isJsonObject, numberField, type JsonObject } from '../json/fields';
import type { OperationContract } from '../operations/operationContract';
import { toFormData, type FormValue } from './formFields';
import type { HttpContext } from './httpContext';
import { parseBody, readBytes } from './readBody';
import { apiErrorFromResponse, type ErrorWording } from './toApiError';

export interface RequestOptions {
  /** Aborts the request; the promise then rejects with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
}

export interface RequestSpec extends ErrorWording {
  /** Values of the operation's `{name}` path segments (URL-encoded here). */
  params?: Readonly<Record<string, string>>;
  json?: unknown;
  form?: Record<string, FormValue>;
  searchParams?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** The answer carries the new balance (`credits` or `remaining_credits`): publish it. */
  publishesCredits?: boolean;
  /** The caller reports a 401 itself (in its own words), so `onUnauthenticated` is not called here. */
  reportsUnauthenticated?: boolean;
}

/**
 * An id as one path segment, URL-encoded. An id that would change the path instead ('', '.', '..': `/ai/video/status/..`
 * is `/ai/video/`), or has control characters (Unicode Cc) or more than 200 characters, is refused before any request.
 */
function pathSegment(value: string | undefined): string {
  if (!value || value === '.' || value === '..' || value.length > 200 || /\p{Cc}/u.test(value)) {
    throw new ApiError('invalid-input', 'That id cannot be used in a request.', { reason: 'invalid-input' });
  }
  return encodeURIComponent(value);
}

/** An answer read whole: its status, headers and body bytes. */
export interface Answer {
  status: number;
  headers: Headers;
  chunks: Uint8Array<ArrayBuffer>[];
}

/** Where a request goes: an operation of the contract table, or an absolute URL (a GET). */
export type Target = OperationContract | string;

/**
 * Sends one request and reads its whole answer, or fetches a file (`download`). The transport's rules, once for
 * every call:
 * - one time limit from sending to the last byte (the operation's, else `timeoutMs`); a download's answer must start
 *   within `timeoutMs`, its bytes keep coming (no pause longer than `timeoutMs`) and it end within
 *   `downloadTimeoutMs`;
 * - at most `maxResponseBytes` of answer (downloads excepted);
 * - redirects are never followed (downloads excepted: files live on CDNs, and get no token);
 * - the token, the XSRF header and cookies go to the backend's origin only;
 * - every failure is an ApiError: the caller's abort stays 'aborted' whatever its reason, the time limit is
 *   'timeout', a reset or an unreachable server 'network'; the 401 and 402 side effects happen here, once.
 */
export async function send(ctx: HttpContext, target: Target, spec?: RequestSpec): Promise<Answer>;
export async function send(ctx: HttpContext, target: string, spec: RequestSpec, download: true): Promise<Blob>;
export async function send(
  ctx: HttpContext,
  target: Target,
  spec: RequestSpec = {},
  download?: true,
): Promise<Answer | Blob> {
  const caller = spec.signal;
  if (caller?.aborted) throw abortedError(caller.reason);
  const url =
    typeof target === 'string'
      ? target
      : ctx.baseUrl + target.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(spec.params?.[name]));
  const limit = new AbortController();
  const timeoutMs =
    ctx.callerTimeoutMs !== undefined
      ? ctx.callerTimeoutMs
      : (typeof target !== 'string' && target.timeoutMs) || ctx.timeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    if (timeoutMs !== false) timer = setTimeout(() => limit.abort(), timeoutMs);
  };
  arm();
  const overall =
    download && ctx.downloadTimeoutMs !== false ? setTimeout(() => limit.abort(), ctx.downloadTimeoutMs) : undefined;
  const signal = caller ? AbortSignal.any([caller, limit.signal]) : limit.signal;
  // A job start carries one key for all its tries: the server starts (and charges) it once however many arrive.
  const idempotencyKey =
    typeof target !== 'string' && target.idempotent && ctx.idempotencyKeys !== false ? newIdempotencyKey() : undefined;
  const headers = idempotencyKey ? { ...spec.headers, 'Idempotency-Key': idempotencyKey } : spec.headers;
  const attempt = async (): Promise<Answer | Blob> => {
    const response = download
      ? await ctx.fetch(url, {
          cache: 'no-store',
          // A file elsewhere (a CDN, the embedding site) gets no cookies; the token is never sent with downloads.
          ...(new URL(url).origin !== ctx.origin && { credentials: 'omit' }),
          signal,
        })
      : await ctx.http(url, {
          method: typeof target === 'string' ? 'get' : target.method,
          json: spec.json,
          body: spec.form && toFormData(spec.form),
          // Empty values are left out, as a server expects of an unset filter.
          searchParams: Object.fromEntries(
            Object.entries(spec.searchParams ?? {}).filter(
              (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
            ),
          ),
          credentials: new URL(url).origin === ctx.origin ? 'include' : 'omit',
          headers,
          signal,
        });
    const { status, headers: answerHeaders } = response;
    if (!download && (response.type === 'opaqueredirect' || (status >= 300 && status < 400))) {
      void response.body?.cancel().catch(() => undefined);
      throw new ApiError('http', 'The server redirected the request; it was not followed.', {
        reason: 'redirected',
        status,
      });
    }
    if (download) arm();
    let chunks: Uint8Array<ArrayBuffer>[];
    try {
      chunks = await readBytes(
        response,
        signal,
        download && response.ok ? Infinity : ctx.maxResponseBytes,
        download && arm,
      );
    } catch (error) {
      // An error answer's body only words the error: too large to read, it is the error answer without its words.
      if (response.ok || !isApiError(error) || error.reason !== 'response-too-large') throw error;
      throw apiErrorFromResponse(status, undefined, spec);
    }
    if (!response.ok) throw apiErrorFromResponse(status, parseBody(chunks), spec);
    return download
      ? new Blob(chunks, { type: answerHeaders.get('content-type') ?? '' })
      : { status, headers: answerHeaders, chunks };
  };
  const asApiError = (caught: unknown) =>
    caller?.aborted
      ? abortedError(caller.reason)
      : isApiError(caught)
        ? caught
        : catalogueError(limit.signal.aborted ? 'timeout' : 'network', { cause: caught });
  try {
    for (let tries = 1, follows = 0; ;) {
      try {
        return await attempt();
      } catch (caught) {
        const error = asApiError(caught);
        if (!idempotencyKey || signal.aborted) throw error;
        // The server waited its limit and the job still runs: ask again with the same key, which waits for the same
        // job (never a second one), with the call's time limit anew. The job's own limit on the server ends it.
        const following = isStillRunning(error) && follows < startFollows;
        // Only a job start is tried again (its key makes a second try safe), only while its time limit lasts.
        if (!following && (tries >= startTries || !isWorthRetrying(error))) throw error;
        const delayMs = following ? followDelayMs : (ctx.startRetryDelayMs ?? retryDelayMs)(tries);
        if (delayMs > 0) {
          await pause(delayMs, signal).catch(() => {
            throw asApiError(caught);
          });
        }
        if (following) {
          follows += 1;
          arm();
        } else {
          tries += 1;
        }
      }
    }
  } catch (caught) {
    const error = asApiError(caught);
    if (error.kind === 'unauthenticated' && !spec.serverMessageFirst && !spec.reportsUnauthenticated) {
      ctx.onUnauthenticated?.(error);
    }
    if (error.credits) ctx.publishCredits(error.credits.have);
    throw error;
  } finally {
    clearTimeout(timer);
    clearTimeout(overall);
  }
}

/** Tries of a job start in all: the first and up to three more. */
const startTries = 4;

/**
 * Times a job start asks again after a 504 that names its still-running task: each is one more wait of the server's
 * (half the call's limit: 30 s by default), so 40 outlast the server's 15-minute job limit, and a server that answers
 * 504 at once is not asked without end. A second between them keeps such a server from being hammered.
 */
const startFollows = 40;
const followDelayMs = 1000;

/** 0.5 s, 1 s, 2 s between tries, with a little jitter so that many clients do not come back together. */
const retryDelayMs = (tries: number) => 500 * 2 ** (tries - 1) * (0.8 + Math.random() * 0.4);

/**
 * A lost answer, not a refusal: no answer at all (the node died or restarted mid-call, a reset), the load balancer's
 * 502, or a 503 (a node draining for a restart, the database briefly away). A job start then goes again with the
 * same key and lands on a node that either starts it or finds the job the first try started.
 */
function isWorthRetrying(error: ApiError): boolean {
  return error.kind === 'network' || error.status === 502 || error.status === 503;
}

/** The server's 504 "This is taking longer than expected…", which names the task that goes on. */
function isStillRunning(error: ApiError): boolean {
  const body = error.body as { task_id?: unknown } | null | undefined;
  return error.status === 504 && typeof body?.task_id === 'string' && body.task_id !== '';
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** A random key per job start (Web Crypto's UUID where the page is a secure context, else random bytes). */
function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends a request and reads a JSON object answer; anything else is a clear 'malformed-response' ApiError. */
export async function requestJson(ctx: HttpContext, target: Target, spec: RequestSpec = {}): Promise<JsonObject> {
  const { status, chunks } = await send(ctx, target, spec);
  const body = parseBody(chunks);
  if (!isJsonObject(body)) throw new ApiError('malformed-response', apiErrorMessages.malformed, { status, body });
  const credits = spec.publishesCredits ? numberField(body, 'remaining_credits', 'credits') : undefined;
  if (credits !== undefined) ctx.publishCredits(credits, numberField(body, 'credits_spent_this_month'));
  return body;
}
