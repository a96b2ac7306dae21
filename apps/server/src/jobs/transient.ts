/**
 * Failures worth another try: the network or a peer hiccuped (a reset connection, a restarted database, a storage
 * service's or a provider's 5xx or timeout), not the job's input or the engine's verdict. Walks the error's causes
 * (drizzle wraps the driver's error; engines wrap the provider's).
 */
export function isTransient(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    if (typeof current !== 'object') return false;
    const failure = current as {
      transient?: unknown;
      code?: unknown;
      name?: unknown;
      message?: unknown;
      $retryable?: unknown;
      $metadata?: { httpStatusCode?: number };
      cause?: unknown;
    };
    if (failure.transient === true) return true;
    if (failure.transient === false) return false;
    if (typeof failure.code === 'string' && (networkCodes.has(failure.code) || isTransientSqlState(failure.code))) {
      return true;
    }
    if (failure.$retryable) return true;
    const status = failure.$metadata?.httpStatusCode;
    if (status !== undefined && (status >= 500 || status === 429)) return true;
    if (typeof failure.name === 'string' && transientNames.has(failure.name)) return true;
    if (typeof failure.message === 'string' && transientMessages.test(failure.message)) return true;
    current = failure.cause;
  }
  return false;
}

const networkCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

/** PostgreSQL: connection exceptions (08), shutdown and restart (57P01-57P03), too many connections, conflicts. */
const isTransientSqlState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300', '40001', '40P01'].includes(code);

/** The S3 SDK's names for a throttled or failing service. */
const transientNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'SlowDown',
  'Throttling',
  'ThrottlingException',
  'InternalError',
  'ServiceUnavailable',
]);

/** node-postgres and Node's sockets say these in words only. */
const transientMessages =
  /Connection terminated|connection error|is not queryable|timeout exceeded when trying to connect|socket hang up|other side closed|terminating connection|the database system is (starting up|shutting down)|Cannot use a pool after calling end/i;

export interface RetryOptions {
  /** Stops retrying (the job was cancelled, timed out or is being handed back). */
  signal?: AbortSignal;
  /** Tries in all (default 6: waits of 0.5, 1, 2, 4 and 8 s between them, about 15 s). */
  attempts?: number;
  baseDelayMs?: number;
  /** Told of each transient failure before the wait. */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** Runs `work`, again after a growing wait while it fails transiently; any other failure is thrown at once. */
export async function withRetries<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { signal, attempts = 6, baseDelayMs = 500, onRetry } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || signal?.aborted || !isTransient(error)) throw error;
      onRetry?.(error, attempt);
      const delay = Math.min(8_000, baseDelayMs * 2 ** (attempt - 1)) * (0.8 + Math.random() * 0.4);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, delay);
        const onAbort = () => {
          clearTimeout(timer);
          reject(error);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    }
  }
}
