import { abortedError } from '../errors';
import type { HttpContext } from './httpContext';
import { parseBody, readBytes } from './readBody';
import { failureOf } from './request';
import { apiErrorFromResponse } from './toApiError';

/**
 * Fetches a file as a Blob (no cache; no token: media links carry their own permission; redirects are followed, files
 * live on CDNs). The answer must start within the client's `timeoutMs`, its bytes keep coming (a pause longer than
 * `timeoutMs` ends it) and the whole download end within `downloadTimeoutMs`. Failures are ApiErrors as for any call.
 */
export async function fetchFile(ctx: HttpContext, url: string, caller?: AbortSignal): Promise<Blob> {
  if (caller?.aborted) throw abortedError(caller.reason);
  const limit = new AbortController();
  const stop = () => limit.abort();
  const overall = ctx.downloadTimeoutMs === false ? undefined : setTimeout(stop, ctx.downloadTimeoutMs);
  let stall: ReturnType<typeof setTimeout> | undefined;
  const restartStallTimer = () => {
    clearTimeout(stall);
    if (ctx.timeoutMs !== false) stall = setTimeout(stop, ctx.timeoutMs);
  };
  restartStallTimer();
  const signal = caller ? AbortSignal.any([caller, limit.signal]) : limit.signal;
  try {
    const response = await ctx.fetch(url, { cache: 'no-store', signal });
    restartStallTimer();
    if (!response.ok) {
      const chunks = await readBytes(response, signal, ctx.maxResponseBytes, restartStallTimer);
      throw apiErrorFromResponse(response.status, parseBody(chunks));
    }
    const chunks = await readBytes(response, signal, Infinity, restartStallTimer);
    return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
  } catch (caught) {
    throw failureOf(caught, caller, limit.signal);
  } finally {
    clearTimeout(overall);
    clearTimeout(stall);
  }
}
