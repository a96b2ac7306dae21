/**
 * The backend contract in one table: every operation the client makes, named `resource.call` as on the clients (the
 * reference server's routes use the same names), with its method, its path as in openapi.yaml, the kind of body it
 * sends, the spec's time limit where it has one and, for a job's status call, its polling schedule. The resources
 * build their requests from it, the fake routes by it, and a test holds openapi.yaml to it.
 */

/** What a request carries: nothing, JSON, multipart form data, or either (a URL input as JSON, a file as multipart). */
export type BodyKind = 'none' | 'json' | 'multipart' | 'json-or-multipart';

/** How a job's status is polled: every `everyMs`, or longer while the last status is one of `slowerWhile`. */
export interface PollSchedule {
  everyMs: number;
  /** Raw status word (upper case) → wait after it, e.g. mystic's 3.5 s while AWAITING_ASSET. */
  slowerWhile?: Readonly<Record<string, number>>;
  /** The job's overall limit (default 20 minutes). */
  limitMs?: number;
}

export interface OperationContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in openapi.yaml; `{name}` segments are filled in, URL-encoded. */
  path: string;
  body: BodyKind;
  /** Reachable without a session. */
  public?: true;
  /** The spec's own time limit for this call (the client's `timeoutMs` otherwise). */
  timeoutMs?: number;
  /**
   * Starts a paid job: each call sends an `Idempotency-Key` of its own and, when its answer is lost (no answer, a
   * 502 or 503), tries again with the same key; the server starts and charges the job once.
   */
  idempotent?: true;
  poll?: PollSchedule;
}
