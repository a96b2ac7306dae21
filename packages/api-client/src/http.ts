import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { ApiError, apiErrorMessages } from './errors';

export interface HttpOptions {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export const defaultTimeoutMs = 60_000;

export function createHttp({ baseUrl, fetch, timeoutMs = defaultTimeoutMs }: HttpOptions): KyInstance {
  return ky.create({
    prefixUrl: baseUrl.replace(/\/+$/, ''),
    credentials: 'include',
    timeout: timeoutMs,
    retry: 0,
    throwHttpErrors: true,
    ...(fetch ? { fetch } : {}),
  });
}

function messageFromBody(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Maps anything ky or fetch throws to an ApiError; never lets a raw exception escape. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('aborted', 'The request was cancelled.', { cause: error });
  }
  if (error instanceof TimeoutError) {
    return new ApiError('timeout', 'The server took too long to answer. Please try again.', { cause: error });
  }
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = await readBody(error.response);
    if (status === 401) return new ApiError('unauthenticated', apiErrorMessages.unauthenticated, { status, body });
    if (status === 422) {
      const details = body && typeof body === 'object' ? (body as { details?: unknown }).details : undefined;
      const message =
        (typeof details === 'string' && details) || messageFromBody(body) || apiErrorMessages.invalidInput;
      return new ApiError('invalid-input', message, { status, body });
    }
    return new ApiError('http', messageFromBody(body) ?? `Request failed (${status})`, { status, body });
  }
  return new ApiError('network', apiErrorMessages.network, { cause: error });
}

/** Reads a JSON object body; a body that is not a JSON object becomes a clear ApiError, never a crash. */
export async function readJsonObject(response: Response): Promise<Record<string, unknown>> {
  const body = await readBody(response);
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new ApiError('malformed-response', 'The server sent an unexpected answer.', {
    status: response.status,
    body,
  });
}
