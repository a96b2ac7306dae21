import { abortedError, ApiError, apiErrorMessages, catalogueError, isApiError } from '../errors';
import { isJsonObject, numberField, type JsonObject } from '../json/fields';
import { toFormData, type FormValue } from './formFields';
import type { HttpContext } from './httpContext';
import { parseBody, readBytes } from './readBody';
import { apiErrorFromResponse, type ErrorWording } from './toApiError';

export interface RequestOptions {
  /** Aborts the request; the promise then rejects with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
}

export interface RequestSpec extends ErrorWording {
  /** Default: 'post' when there is a `json` or `form` body, else 'get'. */
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  json?: unknown;
  form?: Record<string, FormValue>;
  searchParams?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** This call's time limit instead of the client's (e.g. the spec's 120 s for an edit). */
  timeoutMs?: number;
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

export const redirectedMessage = 'The server redirected the request; the client does not follow redirects.';

function definedParams(params: RequestSpec['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
}

/**
 * Why a call ended without an answer: the caller's signal (whatever its reason: `abort()`, `abort(reason)`,
 * `AbortSignal.timeout()`), else an ApiError already made, else the client's own time limit, else the network.
 */
export function failureOf(caught: unknown, caller: AbortSignal | undefined, limit: AbortSignal): ApiError {
  if (caller?.aborted) return abortedError(caller.reason);
  if (isApiError(caught)) return caught;
  return catalogueError(limit.aborted ? 'timeout' : 'network', { cause: caught });
}

/**
 * Sends one request and reads its whole answer within one time limit (headers and body), at most
 * `maxResponseBytes`. `path` is relative to the base URL, or an absolute URL (which gets no token, XSRF header or
 * cookies unless it is on the backend's origin). Every failure becomes an ApiError: the caller's abort stays
 * 'aborted' whatever its reason, the time limit is 'timeout', a reset is 'network', a redirect is refused; the
 * 401 and 402 side effects happen here, once.
 */
export async function send(ctx: HttpContext, path: string, spec: RequestSpec = {}): Promise<Answer> {
  const caller = spec.signal;
  if (caller?.aborted) throw abortedError(caller.reason);
  const url = /^https?:/i.test(path) ? path : `${ctx.baseUrl}/${path}`;
  const limit = new AbortController();
  const timeoutMs = spec.timeoutMs ?? ctx.timeoutMs;
  const timer = timeoutMs === false ? undefined : setTimeout(() => limit.abort(catalogueError('timeout')), timeoutMs);
  const signal = caller ? AbortSignal.any([caller, limit.signal]) : limit.signal;
  try {
    const response = await ctx.http(url, {
      method: spec.method ?? (spec.json !== undefined || spec.form ? 'post' : 'get'),
      json: spec.json,
      body: spec.form ? toFormData(spec.form) : undefined,
      searchParams: definedParams(spec.searchParams),
      credentials: new URL(url).origin === ctx.origin ? 'include' : 'omit',
      ...(spec.headers ? { headers: spec.headers } : {}),
      signal,
    });
    const { status, headers } = response;
    if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
      void response.body?.cancel().catch(() => undefined);
      throw new ApiError('http', redirectedMessage, { reason: 'redirected', status });
    }
    const chunks = await readBytes(response, signal, ctx.maxResponseBytes);
    if (!response.ok) throw apiErrorFromResponse(status, parseBody(chunks), spec);
    return { status, headers, chunks };
  } catch (caught) {
    const error = failureOf(caught, caller, limit.signal);
    if (error.kind === 'unauthenticated' && !spec.serverMessageFirst && !spec.reportsUnauthenticated) {
      ctx.onUnauthenticated?.(error);
    }
    if (error.credits) ctx.publishCredits(error.credits.have);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a request and reads a JSON object answer; anything else is a clear 'malformed-response' ApiError. */
export async function requestJson(ctx: HttpContext, path: string, spec: RequestSpec = {}): Promise<JsonObject> {
  const { status, chunks } = await send(ctx, path, spec);
  const body = parseBody(chunks);
  if (!isJsonObject(body)) throw new ApiError('malformed-response', apiErrorMessages.malformed, { status, body });
  if (spec.publishesCredits) {
    const credits = numberField(body, 'remaining_credits', 'credits');
    if (credits !== undefined) ctx.publishCredits(credits);
  }
  return body;
}

/** Sends a request whose answer body does not matter (204 or a bare acknowledgement). */
export async function requestVoid(ctx: HttpContext, path: string, spec: RequestSpec = {}): Promise<void> {
  await send(ctx, path, spec);
}
