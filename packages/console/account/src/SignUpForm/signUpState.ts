import type { User } from '@mediakit/api-client';
import { answered, attemptSubmit, emailProblem, requiredProblem, type FieldProblem } from '../auth';

export type SignUpField = 'username' | 'email' | 'password' | 'acceptedTerms';

export interface SignUpValues {
  username: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
}

export type SignUpStatus = 'idle' | 'submitting' | 'created' | 'failed';

/** What a finished sign-up hands on: the email to sign in with, and the user when the backend signed them in. */
export interface SignUpResult {
  email: string;
  user: User | undefined;
}

export interface SignUpState {
  values: SignUpValues;
  status: SignUpStatus;
  /** Off until the first submit, so nobody is scolded before trying; then errors follow every edit. */
  showFieldProblems: boolean;
  error: string | undefined;
  result: SignUpResult | undefined;
}

export type SignUpAction =
  | { type: 'changed'; field: Exclude<SignUpField, 'acceptedTerms'>; value: string }
  | { type: 'terms-changed'; accepted: boolean }
  | { type: 'submit-attempted' }
  | { type: 'created'; result: SignUpResult }
  | { type: 'failed'; error: string };

export const signUpFields: readonly SignUpField[] = ['username', 'email', 'password', 'acceptedTerms'];

const emptyValues: SignUpValues = { username: '', email: '', password: '', acceptedTerms: false };

export const initialSignUpState: SignUpState = {
  values: emptyValues,
  status: 'idle',
  showFieldProblems: false,
  error: undefined,
  result: undefined,
};

/** Spec 000 §5: username, email and password required, email as <input type="email"> accepts it, terms accepted. */
export function signUpProblems(values: SignUpValues): Partial<Record<SignUpField, FieldProblem>> {
  const problems: Partial<Record<SignUpField, FieldProblem>> = {
    username: requiredProblem(values.username),
    email: emailProblem(values.email),
    password: requiredProblem(values.password),
    acceptedTerms: values.acceptedTerms ? undefined : 'required',
  };
  for (const field of signUpFields) if (!problems[field]) delete problems[field];
  return problems;
}

export function canSubmitSignUp(state: SignUpState): boolean {
  return state.status !== 'submitting' && Object.keys(signUpProblems(state.values)).length === 0;
}

/** The sign-up state machine (spec 000 §4: idle, submitting, success with the form cleared, or failure). */
export function signUpReducer(state: SignUpState, action: SignUpAction): SignUpState {
  switch (action.type) {
    case 'changed':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'terms-changed':
      return { ...state, values: { ...state.values, acceptedTerms: action.accepted } };
    case 'submit-attempted':
      return attemptSubmit(state, canSubmitSignUp(state), { result: undefined });
    case 'created':
      // A cleared form must not greet its next visitor with "required" errors.
      return answered(state, { ...initialSignUpState, status: 'created', result: action.result });
    case 'failed':
      return answered(state, { status: 'failed', error: action.error });
  }
}
