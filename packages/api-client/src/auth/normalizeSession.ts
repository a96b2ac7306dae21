import { malformedResponse } from '../errors';
import { objectField, stringField } from '../json/fields';
import { readUser } from '../user/normalizeUser';
import type { AuthSession } from './types';

/** A login-style answer: `token` or `access_token`, and `user` or `data`. */
export function readSession(body: unknown, baseUrl: string): Partial<AuthSession> {
  return {
    token: stringField(body, 'token', 'access_token'),
    user: readUser(objectField(body, 'user'), baseUrl) ?? readUser(objectField(body, 'data'), baseUrl),
  };
}

/**
 * A session with a token, and a user too when `needsUser` (Google sign-in); anything less is a 'malformed-response'
 * ApiError.
 */
export function requireSession(body: unknown, baseUrl: string, needsUser?: boolean): AuthSession {
  const { token, user } = readSession(body, baseUrl);
  if (!token || (needsUser && !user)) {
    throw malformedResponse(
      body,
      needsUser ? 'Invalid auth response from server' : 'No token in response',
      'missing-token',
    );
  }
  return { token, user };
}
