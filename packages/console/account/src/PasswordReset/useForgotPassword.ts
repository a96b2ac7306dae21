import type { MediakitClient } from '@mediakit/api-client';
import { useCallback, useState } from 'react';
import { useMediakitClient, useToolMessages } from '@mediakit/tool-runtime';
import { emailProblem, useAuthRequest } from '../auth';
import { forgotPasswordMessages, type ForgotPasswordMessages } from './passwordResetMessages';

export interface UseForgotPasswordOptions {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<ForgotPasswordMessages>;
  /** The email to start with (e.g. what was typed on the sign-in form). */
  initialEmail?: string;
}

export type ForgotPasswordStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * "Forgot password" without its view: asks the server to e-mail a reset link. The answer is the same whether or not
 * the account exists. Field problems show from the first submit on; the request is aborted on unmount.
 */
export function useForgotPassword({
  client: explicitClient,
  messages,
  initialEmail = '',
}: UseForgotPasswordOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ForgotPasswordMessages>(forgotPasswordMessages, messages);
  const [email, setEmailValue] = useState(initialEmail);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<ForgotPasswordStatus>('idle');
  const [answer, setAnswer] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const send = useAuthRequest((address: string, signal) => client.auth.forgotPassword(address, { signal }), {
    fallback: text.unexpectedError,
    onDone: (message) => {
      setAnswer(message || text.sent);
      setStatus('sent');
    },
    onFailed: (message) => {
      setError(message);
      setStatus('failed');
    },
  });

  const problem = emailProblem(email);
  const fieldError =
    attempted && problem ? (problem === 'required' ? text.emailRequired : text.emailInvalid) : undefined;

  const setEmail = useCallback((value: string) => {
    setEmailValue(value);
    setError(undefined);
  }, []);

  /** Sends when the e-mail is valid; returns false when the field needs fixing (to move focus there). */
  const submit = useCallback((): boolean => {
    if (status === 'sending') return true;
    setAttempted(true);
    if (problem) return false;
    setStatus('sending');
    setError(undefined);
    send(email.trim());
    return true;
  }, [email, problem, send, status]);

  return {
    email,
    setEmail,
    status,
    isSending: status === 'sending',
    fieldError,
    error,
    sentMessage: status === 'sent' ? answer : undefined,
    submit,
    messages: text,
  };
}
