import { ApiError, apiErrorMessages } from '../errors';
import { isJsonObject, numberField, type JsonObject } from '../json/fields';
import { toFormData, type FormValue } from './formFields';
import type { HttpContext } from './httpContext';
import { readBody } from './readBody';
import { toApiError, type ErrorWording } from './toApiError';

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
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
  /** The answer carries the new balance (`credits` or `remaining_credits`): publish it. */
  publishesCredits?: boolean;
}

function definedParams(params: RequestSpec['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
}

/** Sends one request; every failure becomes an ApiError, and 401/402 side effects happen here, once. */
export async function send(ctx: HttpContext, path: string, spec: RequestSpec = {}): Promise<Response> {
  try {
    return await ctx.http(path, {
      method: spec.method ?? (spec.json !== undefined || spec.form ? 'post' : 'get'),
      json: spec.json,
      body: spec.form ? toFormData(spec.form) : undefined,
      searchParams: definedParams(spec.searchParams),
      ...(spec.headers ? { headers: spec.headers } : {}),
      signal: spec.signal,
      ...(spec.timeoutMs ? { timeout: spec.timeoutMs } : {}),
    });
  } catch (error) {
    const apiError = await toApiError(error, spec);
    if (apiError.kind === 'unauthenticated' && !spec.serverMessageFirst) ctx.onUnauthenticated?.(apiError);
    if (apiError.credits) ctx.publishCredits(apiError.credits.have);
    throw apiError;
  }
}

/** Sends a request and reads a JSON object answer; anything else is a clear 'malformed-response' ApiError. */
export async function requestJson(ctx: HttpContext, path: string, spec: RequestSpec = {}): Promise<JsonObject> {
  const response = await send(ctx, path, spec);
  const body = await readBody(response);
  if (!isJsonObject(body)) {
    throw new ApiError('malformed-response', apiErrorMessages.malformed, { status: response.status, body });
  }
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
