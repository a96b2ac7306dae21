import { isAbortError, isApiError } from '@mediakit/api-client';
import { useCallback, useState } from 'react';
import { consoleErrorMessage, type ConsoleErrorMessages } from './consoleErrorMessage';
import { useUnmountSignal } from './useUnmountSignal';

const without = <T>(record: Readonly<Record<string, T>>, id: string) => {
  const { [id]: _gone, ...rest } = record;
  return rest;
};

/**
 * The changes a console list makes to its rows (revoke, cancel, retry, test, pause, delete): `busy` says which rows
 * have a call on its way and of which kind; `run` gives the call its signal (aborted on unmount), words a refusal with
 * `consoleErrorMessage` for `onError`, and reloads the list when the row is gone on the server (a 404). It resolves
 * true when the change went through.
 */
export function useRowActions<TKind extends string>(text: ConsoleErrorMessages, reload: () => void) {
  const begin = useUnmountSignal();
  const [busy, setBusy] = useState<Readonly<Record<string, TKind>>>({});
  const run = useCallback(
    async (
      id: string,
      kind: TKind,
      work: (signal: AbortSignal) => Promise<void>,
      onError: (message: string) => void,
    ): Promise<boolean> => {
      const call = begin();
      setBusy((current) => ({ ...current, [id]: kind }));
      try {
        await work(call.signal);
        return true;
      } catch (error) {
        if (isAbortError(error)) return false;
        onError(consoleErrorMessage(error, text));
        // Gone on the server (removed elsewhere): show the list as the server has it.
        if (isApiError(error) && error.status === 404) reload();
        return false;
      } finally {
        call.done();
        if (!call.signal.aborted) setBusy((current) => without(current, id));
      }
    },
    [begin, reload, text],
  );
  return { busy, run };
}
