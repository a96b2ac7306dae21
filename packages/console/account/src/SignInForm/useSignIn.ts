import type { MediakitClient, User } from '@mediakit/api-client';
import { useCallback, useMemo, useReducer } from 'react';
import { useMediakitClient, useSession, useToolMessages } from '@mediakit/tool-runtime';
import { authFormView, useAuthRequest } from '../auth';
import { signInMessages, type SignInMessages } from './signInMessages';
import {
  canSubmitSignIn,
  initialSignInState,
  signInFields,
  signInProblems,
  signInReducer,
  type SignInField,
} from './signInState';

export interface UseSignInOptions {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<SignInMessages>;
  /** The email to start with, e.g. the one an account was just created with. */
  initialEmail?: string;
  /** Called once signed in, with the user and the success message for their role (for a toast). */
  onSignedIn?: (user: User | undefined, message: string) => void;
}

/** Spec 000 §8: 'Admin login success' for an admin, 'User login success' for anyone else. */
export function signedInMessage(user: User | undefined, text: Pick<SignInMessages, 'adminSignedIn' | 'userSignedIn'>) {
  return user?.role === 'admin' ? text.adminSignedIn : text.userSignedIn;
}

/**
 * Sign-in without its view: values, field problems (shown from the first submit on), submit and the outcome. Signs
 * in through the shared session, so every guard and menu sees the user at once. Aborts its request on unmount.
 */
export function useSignIn({ client: explicitClient, messages, initialEmail, onSignedIn }: UseSignInOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const session = useSession(client);
  const text = useToolMessages<SignInMessages>(signInMessages, messages);
  const [state, dispatch] = useReducer(signInReducer, initialEmail, initialSignInState);
  const { signIn } = session;
  const start = useAuthRequest(
    (credentials: { email: string; password: string; remember?: boolean }, signal) => signIn(credentials, { signal }),
    {
      fallback: text.unexpectedError,
      onDone: (user) => {
        dispatch({ type: 'signed-in', user });
        onSignedIn?.(user, signedInMessage(user, text));
      },
      onFailed: (error) => dispatch({ type: 'failed', error }),
    },
  );

  const problems = useMemo(() => signInProblems(state.values), [state.values]);
  const fieldErrors = useMemo((): Partial<Record<SignInField, string>> => {
    if (!state.showFieldProblems) return {};
    return {
      email: problems.email && (problems.email === 'required' ? text.emailRequired : text.emailInvalid),
      password: problems.password && text.passwordRequired,
    };
  }, [problems, state.showFieldProblems, text]);

  const setValue = useCallback((field: SignInField, value: string) => dispatch({ type: 'changed', field, value }), []);

  /**
   * Submits when every field is filled in; otherwise returns the first field to fix (to move focus there). `remember`
   * (Remember me) goes to the server when given: `false` asks for a browser-session sign-in.
   */
  const submit = useCallback(
    (remember?: boolean): SignInField | undefined => {
      if (state.status === 'submitting') return undefined;
      dispatch({ type: 'submit-attempted' });
      if (!canSubmitSignIn(state)) return signInFields.find((field) => problems[field]);
      const credentials = {
        email: state.values.email.trim(),
        password: state.values.password,
        ...(remember === undefined ? {} : { remember }),
      };
      start(credentials);
      return undefined;
    },
    [problems, start, state],
  );

  return {
    ...authFormView(state, fieldErrors),
    user: state.user,
    successMessage: state.status === 'signed-in' ? signedInMessage(state.user, text) : undefined,
    setValue,
    submit,
    messages: text,
  };
}
