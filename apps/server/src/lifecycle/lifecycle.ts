import type { FastifyInstance } from 'fastify';

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

/**
 * While the node drains, every answer closes its connection: an idle keep-alive connection would otherwise hold the
 * server's close (and the process's exit) for up to its keep-alive timeout after the last answer.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining.aborted) reply.header('Connection', 'close');
  });
}
