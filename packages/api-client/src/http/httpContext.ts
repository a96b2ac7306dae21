import ky, { type KyInstance } from 'ky';
import { readCookie } from '../auth/readCookie';
import { createLocalStorageTokenStore, type TokenStore } from '../auth/tokenStore';
import { publishCredits } from '../credits/publishCredits';
import type { ApiError } from '../errors';

export const defaultTimeoutMs = 60_000;

/** How to reach the backend: shared by `createMediakitClient` and `createMediakitConsoleClient`. */
export interface MediakitConnectionOptions {
  /** The backend origin, e.g. 'https://api.example.com'; the spec's paths are appended verbatim. */
  baseUrl: string;
  /** Where the bearer token lives (default: localStorage `token`, falling back to `auth_token`). */
  tokenStore?: TokenStore;
  /** The fetch to use (default: the global one); tests and the fake pass their own. */
  fetch?: typeof globalThis.fetch;
  /** Per-request time limit where the spec gives none (default 60 s; `false` for none). */
  timeoutMs?: number | false;
  /** Called on every 401 outside sign-in, e.g. to clear the session and show the login screen. */
  onUnauthenticated?: (error: ApiError) => void;
  /** Called with every new balance the server reports (default: `credits:update` event + `credits` channel). */
  onCreditsChange?: (credits: number) => void;
}

/** Replaces every job's schedule; only the fake sets it, so stories need not wait for the spec's intervals. */
export interface PollTiming {
  intervalMs: number;
  errorDelayMs: (attempt: number) => number;
}

/** What every resource needs to talk to the backend. */
export interface HttpContext {
  http: KyInstance;
  /** The backend origin without a trailing slash. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  tokenStore: TokenStore;
  publishCredits(credits: number): void;
  onUnauthenticated: ((error: ApiError) => void) | undefined;
  pollTiming?: PollTiming;
}

export function createHttpContext(options: MediakitConnectionOptions): HttpContext {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokenStore = options.tokenStore ?? createLocalStorageTokenStore();
  const http = ky.create({
    prefix: baseUrl,
    credentials: 'include',
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    retry: 0,
    fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
          const token = tokenStore.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const xsrf = readCookie('XSRF-TOKEN');
          if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
        },
      ],
    },
  });
  return {
    http,
    baseUrl,
    fetch,
    tokenStore,
    publishCredits: options.onCreditsChange ?? publishCredits,
    onUnauthenticated: options.onUnauthenticated,
  };
}
