import ky, { type KyInstance } from 'ky';
import { readCookie } from '../auth/readCookie';
import type { TokenStore } from '../auth/tokenStore';
import type { ApiError } from '../errors';

/** What every resource needs to talk to the backend. */
export interface HttpContext {
  http: KyInstance;
  /** The backend origin without a trailing slash. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  tokenStore: TokenStore;
  publishCredits(credits: number): void;
  onUnauthenticated: ((error: ApiError) => void) | undefined;
}

export interface HttpContextOptions {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  tokenStore: TokenStore;
  timeoutMs: number | false;
  publishCredits(credits: number): void;
  onUnauthenticated: ((error: ApiError) => void) | undefined;
}

export function createHttpContext(options: HttpContextOptions): HttpContext {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const http = ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    timeout: options.timeoutMs,
    retry: 0,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
          const token = options.tokenStore.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const xsrf = readCookie('XSRF-TOKEN');
          if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
        },
      ],
    },
  });
  return { ...options, baseUrl, http };
}
