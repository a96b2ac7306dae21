import type { User } from '@mediakit/api-client';
import { answered, attemptSubmit, emailProblem, requiredProblem, type FieldProblem } from '../auth';

export type SignInField = 'email' | 'password';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInStatus = 'idle' | 'submitting' | 'signed-in' | 'failed';

export interface SignInState {
  values: SignInValues;
  status: SignInStatus;
  /** Off until the first submit, so nobody is scolded before trying; then errors follow every edit. */
  showFieldProblems: boolean;
  error: string | undefined;
  user: User | undefined;
}

export type SignInAction =
  | { type: 'changed'; field: SignInField; value: string }
  | { type: 'submit-attempted' }
  | { type: 'signed-in'; user: User | undefined }
  | { type: 'failed'; error: string };

export const signInFields: readonly SignInField[] = ['email', 'password'];

export function initialSignInState(email = ''): SignInState {
  return {
    values: { email, password: '' },
    status: 'idle',
    showFieldProblems: false,
    error: undefined,
    user: undefined,
  };
}

/** Spec 000 §5: email and password required; the email as <input type="email"> accepts it. */
export function signInProblems(values: SignInValues): Partial<Record<SignInField, FieldProblem>> {
  const problems: Partial<Record<SignInField, FieldProblem>> = {};
  const email = emailProblem(values.email);
  const password = requiredProblem(values.password);
  if (email) problems.email = email;
  if (password) problems.password = password;
  return problems;
}

export function canSubmitSignIn(state: SignInState): boolean {
  return state.status !== 'submitting' && Object.keys(signInProblems(state.values)).length === 0;
}

/** The sign-in state machine (spec 000 §4: idle, submitting, then success or an error), free of React. */
export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'changed':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'submit-attempted':
      return attemptSubmit(state, canSubmitSignIn(state));
    case 'signed-in':
      return answered(state, { status: 'signed-in', user: action.user });
    case 'failed':
      return answered(state, { status: 'failed', error: action.error });
  }
}
