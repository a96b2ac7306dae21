import ky, { type KyInstance } from 'ky';
import { readCookie } from './readCookie';
import { createLocalStorageTokenStore, type TokenStore } from './tokenStore';
import type { ApiError } from '../errors';
import { normalizeBaseUrl } from './baseUrl';

// Literals, not `10 * 60_000`: a bundle that imports anything of this module's chunk would keep a computed constant
// (see tools/uploadTypes.ts).
export const defaultTimeoutMs = 60_000;
export const defaultDownloadTimeoutMs = 600_000; // 10 minutes
export const defaultMaxResponseBytes = 10_485_760; // 10 MB

/** How to reach the backend: shared by `createMediakitClient` and `createMediakitConsoleClient`. */
export interface MediakitConnectionOptions {
  /**
   * The backend, e.g. 'https://api.example.com' (a trailing '/api/v1' is dropped: the paths carry it). The client
   * talks to nothing else: the token, the XSRF header and cookies go to this origin only.
   */
  baseUrl: string;
  /**
   * Where the bearer token lives (default: localStorage `mediakit.token`, a key of its own; the first-party host
   * passes the spec's `token` and `auth_token` with `createLocalStorageTokenStore`).
   */
  tokenStore?: TokenStore;
  /** The fetch to use (default: the global one); tests and the fake pass their own. */
  fetch?: typeof globalThis.fetch;
  /**
   * Time limit of one call, from sending to the last byte of the answer, `false` for none. Without it, 60 s, and the
   * spec's own limits where it gives one (120 s for the image edit, 180 s for the no-mask edit); given, it is every
   * call's, those included.
   */
  timeoutMs?: number | false;
  /** Largest answer a call takes in (default 10 MB); a larger one fails with reason 'response-too-large'. */
  maxResponseBytes?: number;
  /**
   * Time limit of a whole download (default 10 minutes; `false` for none). Its answer must also start, and its bytes
   * keep coming, within `timeoutMs`.
   */
  downloadTimeoutMs?: number | false;
  /**
   * Where the credits refresh reads the balance, in order (default `{baseUrl}/api/v1/user`, `{baseUrl}/api/user`).
   * URLs on another origin get no token, no XSRF header and no cookies.
   */
  creditsUrls?: readonly string[];
  /** Called on every 401 outside sign-in, e.g. to clear the session and show the login screen. */
  onUnauthenticated?: (error: ApiError) => void;
  /**
   * Job starts send an `Idempotency-Key` header and try again with it when their answer is lost (default true). Turn
   * it off for a backend that does not allow the header in its CORS preflight.
   */
  idempotencyKeys?: boolean;
  /**
   * Called with every new balance the server reports (success answers and 402s), and this month's spending when the
   * answer carries it (`credits_spent_this_month`).
   */
  onCreditsChange?: (credits: number, spentThisMonth?: number) => void;
}

/** Replaces every job's schedule; only the fake sets it, so stories need not wait for the spec's intervals. */
export interface PollTiming {
  intervalMs: number;
  errorDelayMs: (attempt: number) => number;
}

/** What every resource needs to talk to the backend. */
export interface HttpContext {
  http: KyInstance;
  /** The backend's base URL, normalised: absolute, without a trailing slash or `/api/v1`. */
  baseUrl: string;
  /** The backend's origin: the only one that gets the token, the XSRF header and cookies. */
  origin: string;
  fetch: typeof globalThis.fetch;
  tokenStore: TokenStore;
  timeoutMs: number | false;
  /** The caller's own `timeoutMs`, when given: it wins over the spec's per-call limits. */
  callerTimeoutMs: number | false | undefined;
  downloadTimeoutMs: number | false;
  maxResponseBytes: number;
  creditsUrls: readonly string[];
  /** A new balance, with this month's spending when the answer says it. */
  publishCredits(credits: number, spentThisMonth?: number): void;
  onUnauthenticated: ((error: ApiError) => void) | undefined;
  /** False: job starts go without an `Idempotency-Key` and are tried once. */
  idempotencyKeys?: boolean;
  pollTiming?: PollTiming;
  /** Replaces the pause before a job start's next try; only the fake sets it, so stories need not wait 3.5 s. */
  startRetryDelayMs?: (tries: number) => number;
}

export function createHttpContext(options: MediakitConnectionOptions): HttpContext {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const { origin } = new URL(baseUrl);
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokenStore = options.tokenStore ?? createLocalStorageTokenStore();
  const http = ky.create({
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    // Never followed: a redirect could re-send a prompt, a file or the XSRF header to another origin.
    redirect: 'manual',
    fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
          if (new URL(request.url).origin !== origin) return;
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
    origin,
    fetch,
    tokenStore,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    callerTimeoutMs: options.timeoutMs,
    downloadTimeoutMs: options.downloadTimeoutMs ?? defaultDownloadTimeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? defaultMaxResponseBytes,
    creditsUrls: options.creditsUrls ?? [`${baseUrl}/api/v1/user`, `${baseUrl}/api/user`],
    publishCredits: options.onCreditsChange ?? (() => undefined),
    onUnauthenticated: options.onUnauthenticated,
    idempotencyKeys: options.idempotencyKeys ?? true,
  };
}
