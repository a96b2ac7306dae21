import { useCallback, useEffect, useRef } from 'react';
import { authFailureMessage } from './credentialRules';

export interface AuthRequestHandlers<TResult> {
  /** The form's words for a failure nobody foresaw. */
  fallback: string;
  onDone: (result: TResult) => void;
  /** A failure, in the form's words (`authFailureMessage`). */
  onFailed: (message: string) => void;
}

/**
 * The one request a public-page form sends (sign in, sign up, ask for or set a new password): each `send` aborts the
 * one before it, the last one is aborted on unmount, and an aborted request reports nothing.
 */
export function useAuthRequest<TInput, TResult>(
  request: (input: TInput, signal: AbortSignal) => Promise<TResult>,
  { fallback, onDone, onFailed }: AuthRequestHandlers<TResult>,
): (input: TInput) => void {
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  return useCallback(
    (input: TInput) => {
      const controller = new AbortController();
      running.current?.abort();
      running.current = controller;
      request(input, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) onDone(result);
        },
        (caught: unknown) => {
          if (!controller.signal.aborted) onFailed(authFailureMessage(caught, fallback));
        },
      );
    },
    [fallback, onDone, onFailed, request],
  );
}
