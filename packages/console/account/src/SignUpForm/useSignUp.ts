import type { MediakitClient } from '@mediakit/api-client';
import { useCallback, useMemo, useReducer } from 'react';
import { useMediakitClient, useSession, useToolMessages } from '@mediakit/tool-runtime';
import { authFormView, useAuthRequest } from '../auth';
import { signUpMessages, type SignUpMessages } from './signUpMessages';
import {
  canSubmitSignUp,
  initialSignUpState,
  signUpFields,
  signUpProblems,
  signUpReducer,
  type SignUpField,
  type SignUpResult,
} from './signUpState';

export interface UseSignUpOptions {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<SignUpMessages>;
  /**
   * Called once the account exists, with its email, the user when the backend also signed them in, and the
   * success message (for a toast). Without a user, send them to sign in with that email.
   */
  onSignedUp?: (result: SignUpResult, message: string) => void;
}

/**
 * Sign-up without its view: values, field problems (shown from the first submit on), submit and the outcome. When
 * the backend's answer signs the person in, the shared session is brought up to date too. Aborts on unmount.
 */
export function useSignUp({ client: explicitClient, messages, onSignedUp }: UseSignUpOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const session = useSession(client);
  const text = useToolMessages<SignUpMessages>(signUpMessages, messages);
  const [state, dispatch] = useReducer(signUpReducer, initialSignUpState);
  const { signUp } = session;
  const start = useAuthRequest(
    async (registration: { username: string; email: string; password: string }, signal): Promise<SignUpResult> => ({
      email: registration.email,
      user: await signUp(registration, { signal }),
    }),
    {
      fallback: text.registrationFailed,
      onDone: (result) => {
        dispatch({ type: 'created', result });
        onSignedUp?.(result, text.created);
      },
      onFailed: (error) => dispatch({ type: 'failed', error }),
    },
  );

  const problems = useMemo(() => signUpProblems(state.values), [state.values]);
  const fieldErrors = useMemo((): Partial<Record<SignUpField, string>> => {
    if (!state.showFieldProblems) return {};
    return {
      username: problems.username && text.usernameRequired,
      email: problems.email && (problems.email === 'required' ? text.emailRequired : text.emailInvalid),
      password: problems.password && text.passwordRequired,
      acceptedTerms: problems.acceptedTerms && text.termsRequired,
    };
  }, [problems, state.showFieldProblems, text]);

  const setValue = useCallback(
    (field: Exclude<SignUpField, 'acceptedTerms'>, value: string) => dispatch({ type: 'changed', field, value }),
    [],
  );
  const setAcceptedTerms = useCallback((accepted: boolean) => dispatch({ type: 'terms-changed', accepted }), []);

  /** Submits when every field is filled in; otherwise returns the first field to fix (to move focus there). */
  const submit = useCallback((): SignUpField | undefined => {
    if (state.status === 'submitting') return undefined;
    dispatch({ type: 'submit-attempted' });
    if (!canSubmitSignUp(state)) return signUpFields.find((field) => problems[field]);
    const registration = {
      username: state.values.username.trim(),
      email: state.values.email.trim(),
      password: state.values.password,
    };
    start(registration);
    return undefined;
  }, [problems, start, state]);

  return {
    ...authFormView(state, fieldErrors),
    result: state.result,
    successMessage: state.status === 'created' ? text.created : undefined,
    setValue,
    setAcceptedTerms,
    submit,
    messages: text,
  };
}
