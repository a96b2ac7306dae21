import type { MediakitClient } from '@mediakit/api-client';
import { useCallback, useState } from 'react';
import { useMediakitClient, useToolMessages } from '@mediakit/tool-runtime';
import { useAuthRequest } from '../auth';
import { newPasswordRule, resetPasswordMessages, type ResetPasswordMessages } from './passwordResetMessages';

export interface UseResetPasswordOptions {
  /** The token of the e-mailed link (`?token=…`); without one the form says the link is incomplete. */
  token: string | null | undefined;
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<ResetPasswordMessages>;
  /** Called once the password is reset, with the server's message. */
  onReset?: (message: string) => void;
}

export type ResetPasswordField = 'password' | 'confirm';
export type ResetPasswordStatus = 'idle' | 'resetting' | 'done' | 'failed';

/** What is wrong with the new password and its confirmation, if anything (the server's 8–200 characters rule). */
function resetPasswordProblems(password: string, confirm: string, text: ResetPasswordMessages) {
  const problems: Partial<Record<ResetPasswordField, string>> = {};
  if (password === '') problems.password = text.passwordRequired;
  else if (password.length < newPasswordRule.min) problems.password = text.passwordTooShort;
  else if (password.length > newPasswordRule.max) problems.password = text.passwordTooLong;
  if (!problems.password && confirm !== password) problems.confirm = text.confirmMismatch;
  return problems;
}

/**
 * "Reset password" without its view: the new password twice, sent with the link's token. Field problems show from
 * the first submit on; the request is aborted on unmount.
 */
export function useResetPassword({ token, client: explicitClient, messages, onReset }: UseResetPasswordOptions) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ResetPasswordMessages>(resetPasswordMessages, messages);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<ResetPasswordStatus>('idle');
  const [answer, setAnswer] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const send = useAuthRequest(
    (password: string, signal) => client.auth.resetPassword({ token: token?.trim() ?? '', password }, { signal }),
    {
      fallback: text.unexpectedError,
      onDone: (message) => {
        const said = message || text.done;
        setAnswer(said);
        setStatus('done');
        setValues({ password: '', confirm: '' });
        onReset?.(said);
      },
      onFailed: (message) => {
        setError(message);
        setStatus('failed');
      },
    },
  );

  const problems = resetPasswordProblems(values.password, values.confirm, text);
  const fieldErrors = attempted ? problems : {};
  const hasToken = !!token?.trim();

  const setValue = useCallback((field: ResetPasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(undefined);
  }, []);

  /** Sends when both fields are right; otherwise returns the first field to fix (to move focus there). */
  const submit = useCallback((): ResetPasswordField | undefined => {
    if (status === 'resetting' || status === 'done' || !hasToken) return undefined;
    setAttempted(true);
    const first = (['password', 'confirm'] as const).find((field) => problems[field]);
    if (first) return first;
    setStatus('resetting');
    setError(undefined);
    send(values.password);
    return undefined;
  }, [hasToken, problems, send, status, values.password]);

  return {
    values,
    setValue,
    status,
    hasToken,
    isResetting: status === 'resetting',
    fieldErrors,
    error: hasToken ? error : text.missingToken,
    doneMessage: status === 'done' ? answer : undefined,
    submit,
    messages: text,
  };
}
