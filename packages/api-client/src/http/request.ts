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
      : ctx.baseUrl +
        target.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(spec.params?.[name] ?? ''));
  const limit = new AbortController();
  const timeoutMs = (typeof target !== 'string' && target.timeoutMs) || ctx.timeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    if (timeoutMs !== false) timer = setTimeout(() => limit.abort(), timeoutMs);
  };
  arm();
  const overall =
    download && ctx.downloadTimeoutMs !== false ? setTimeout(() => limit.abort(), ctx.downloadTimeoutMs) : undefined;
  const signal = caller ? AbortSignal.any([caller, limit.signal]) : limit.signal;
  try {
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
          headers: spec.headers,
          signal,
        });
    const { status, headers } = response;
    if (!download && (response.type === 'opaqueredirect' || (status >= 300 && status < 400))) {
      void response.body?.cancel().catch(() => undefined);
      throw new ApiError('http', 'The server redirected the request; it was not followed.', {
        reason: 'redirected',
        status,
      });
    }
    if (download) arm();
    const chunks = await readBytes(
      response,
      signal,
      download && response.ok ? Infinity : ctx.maxResponseBytes,
      download && arm,
    );
    if (!response.ok) throw apiErrorFromResponse(status, parseBody(chunks), spec);
    return download ? new Blob(chunks, { type: headers.get('content-type') ?? '' }) : { status, headers, chunks };
  } catch (caught) {
    const error = caller?.aborted
      ? abortedError(caller.reason)
      : isApiError(caught)
        ? caught
        : catalogueError(limit.signal.aborted ? 'timeout' : 'network', { cause: caught });
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

/** Sends a request and reads a JSON object answer; anything else is a clear 'malformed-response' ApiError. */
export async function requestJson(ctx: HttpContext, target: Target, spec: RequestSpec = {}): Promise<JsonObject> {
  const { status, chunks } = await send(ctx, target, spec);
  const body = parseBody(chunks);
  if (!isJsonObject(body)) throw new ApiError('malformed-response', apiErrorMessages.malformed, { status, body });
  const credits = spec.publishesCredits ? numberField(body, 'remaining_credits', 'credits') : undefined;
  if (credits !== undefined) ctx.publishCredits(credits, numberField(body, 'credits_spent_this_month'));
  return body;
}
