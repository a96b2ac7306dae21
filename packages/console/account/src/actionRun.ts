import { isAbortError } from '@mediakit/api-client';
import { consoleErrorMessage, useUnmountSignal } from '@mediakit/console-kit';
import { useCallback } from 'react';
import type { AccountMessages } from './messages';

/** A call's outcome for the view: on its way, done with a notice, or failed with the reason in the screen's words. */
export type ActionState =
  { status: 'idle' | 'busy' } | { status: 'done'; notice: string } | { status: 'failed'; error: string };

export const idle: ActionState = { status: 'idle' };
const busy: ActionState = { status: 'busy' };

/**
 * Runs an account change with the unmount signal: its state goes to `set` (busy, then done with a notice or failed
 * with the screen's words), nothing after unmount; resolves the value or the error.
 */
export function useActionRun(text: AccountMessages) {
  const begin = useUnmountSignal();
  return useCallback(
    async <T>(
      set: (state: ActionState) => void,
      call: (signal: AbortSignal) => Promise<T>,
      notice: (value: T) => string,
    ) => {
      const handle = begin();
      set(busy);
      try {
        const value = await call(handle.signal);
        set({ status: 'done', notice: notice(value) });
        return { ok: true as const, value };
      } catch (error) {
        if (!isAbortError(error)) set({ status: 'failed', error: consoleErrorMessage(error, text) });
        return { ok: false as const, error };
      } finally {
        handle.done();
      }
    },
    [begin, text],
  );
}
