import { isAbortError, isApiError } from '@mediakit/api-client';
import { useCallback, useState } from 'react';
import { consoleErrorMessage, type ConsoleErrorMessages } from './consoleErrorMessage';
import { useUnmountSignal } from './useUnmountSignal';

/** What a screen with such a form hands its view about the creation. */
export interface SecretCreationView<TCreated> {
  isCreating: boolean;
  createError: string | undefined;
  /** Checks the field and creates; the answer, with its secret, is then in `created` until `dismissCreated`. */
  create: () => Promise<void>;
  /** What was just made, with its full secret: shown once. */
  created: TCreated | undefined;
  dismissCreated: () => void;
}

/**
 * A one-field form that creates something whose secret the server shows once (an API key by its label, a webhook by
 * its URL): `value` is the field (editing it clears the errors); `create` sends the request with a signal aborted on
 * unmount, keeps the answer in `created` until `dismissCreated` (or `forget` when that one is removed) and empties
 * the field; a refusal is worded: a 422 goes to `inputError` (under the field), anything else to `createError`. The
 * screen checks the field first (`setInputError`).
 */
export function useSecretCreation<TCreated extends { id: string }>(text: ConsoleErrorMessages) {
  const begin = useUnmountSignal();
  const [value, setValueState] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [isCreating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string>();
  const [created, setCreated] = useState<TCreated>();

  const create = useCallback(
    async (request: (signal: AbortSignal) => Promise<TCreated>, onCreated: (created: TCreated) => void) => {
      const call = begin();
      setCreating(true);
      setCreateError(undefined);
      try {
        const made = await request(call.signal);
        setCreated(made);
        setValueState('');
        onCreated(made);
      } catch (error) {
        if (isAbortError(error)) return;
        if (isApiError(error) && error.reason === 'invalid-input') setInputError(consoleErrorMessage(error, text));
        else setCreateError(consoleErrorMessage(error, text));
      } finally {
        call.done();
        if (!call.signal.aborted) setCreating(false);
      }
    },
    [begin, text],
  );

  return {
    inputError,
    setInputError,
    value,
    setValue: useCallback((next: string) => {
      setValueState(next);
      setInputError(undefined);
      setCreateError(undefined);
    }, []),
    isCreating,
    createError,
    create,
    created,
    dismissCreated: useCallback(() => setCreated(undefined), []),
    /** Hides the secret shown if it is `id`'s (that one was just removed). */
    forget: useCallback((id: string) => setCreated((shown) => (shown?.id === id ? undefined : shown)), []),
  };
}
