import { ApiError, apiErrorMessages } from '../errors';
import type { MediakitClient } from '../types';

export type FakeScenario = 'success' | 'unauthenticated' | 'network-error' | 'server-error';

export interface FakeMediakitClientOptions {
  /** Milliseconds every call waits before answering (default 0). */
  latencyMs?: number;
  /** How every call ends (default 'success'). */
  scenario?: FakeScenario;
  /** Builds the chat reply for a prompt (default: a deterministic echo). */
  chatReply?: (prompt: string) => string;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new ApiError('aborted', 'The request was cancelled.'));
    };
    if (signal?.aborted) return abort();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** An in-memory MediakitClient with the same interface as the real one: deterministic, with scenario controls. */
export function createFakeMediakitClient(options: FakeMediakitClientOptions = {}): MediakitClient {
  const { latencyMs = 0, scenario = 'success', chatReply = (prompt) => `You said: ${prompt}` } = options;

  async function answer<T>(signal: AbortSignal | undefined, value: () => T): Promise<T> {
    await wait(latencyMs, signal);
    switch (scenario) {
      case 'unauthenticated':
        throw new ApiError('unauthenticated', apiErrorMessages.unauthenticated, { status: 401 });
      case 'network-error':
        throw new ApiError('network', apiErrorMessages.network);
      case 'server-error':
        throw new ApiError('http', 'The model is overloaded. Try again in a minute.', { status: 500 });
      default:
        return value();
    }
  }

  return {
    chat: {
      send: ({ prompt }, { signal } = {}) => answer(signal, () => ({ reply: chatReply(prompt) })),
    },
  };
}
