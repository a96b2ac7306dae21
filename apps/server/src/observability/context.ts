import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line and domain call made for one request or one job can know about it. */
export interface CallContext {
  /** The request's id (the caller's `X-Request-Id` when it sent one). */
  reqId?: string;
  /** The job a worker is running. */
  jobId?: string;
  /** The request's `Idempotency-Key` header, as sent (checked where a job starts). */
  idempotencyKey?: string;
}

const storage = new AsyncLocalStorage<CallContext>();

/** The context of the request or job this code runs for, if any. */
export const callContext = (): CallContext | undefined => storage.getStore();

export function runInContext<T>(context: CallContext, work: () => T): T {
  return storage.run(context, work);
}
