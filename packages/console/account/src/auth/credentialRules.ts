import { isApiError } from '@mediakit/api-client';

/** Why a field cannot be sent yet; each form turns the reason into its own (overridable) message. */
export type FieldProblem = 'required' | 'invalid-email';

// The rule browsers apply to <input type="email"> (HTML's "valid email address"), so our check and the
// browser's never disagree.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function requiredProblem(value: string): FieldProblem | undefined {
  return value.trim() === '' ? 'required' : undefined;
}

export function emailProblem(value: string): FieldProblem | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  return emailPattern.test(email) ? undefined : 'invalid-email';
}

/** The api-client words its auth failures for people (the server's message, else the spec's fallback). */
export function authFailureMessage(error: unknown, unexpected: string): string {
  return isApiError(error) && error.message.trim() !== '' ? error.message : unexpected;
}
