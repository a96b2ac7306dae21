/**
 * A node's way out: `drain()` (SIGTERM) turns readiness false, ends the one-request tools' waits with an answer that
 * names their task, and stops the workers taking jobs; `handBack()` then tells running jobs to go back to the queue.
 */
export interface Lifecycle {
  /** Aborted once the node is draining. */
  readonly draining: AbortSignal;
  /** Aborted when running jobs must be handed back to the queue (after the grace period of a stop). */
  readonly handingBack: AbortSignal;
  drain(): void;
  handBack(): void;
}

export function createLifecycle(): Lifecycle {
  const draining = new AbortController();
  const handingBack = new AbortController();
  return {
    draining: draining.signal,
    handingBack: handingBack.signal,
    drain: () => draining.abort(new Error('draining')),
    handBack: () => handingBack.abort(new Error('handing back')),
  };
}
