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

/** A session with a token (and, for Google sign-in, a user); anything less is a 'malformed-response' ApiError. */
function requireSession(body: unknown, baseUrl: string, needsUser?: boolean): AuthSession {
  const { token, user } = readSession(body, baseUrl);
  if (!token || (needsUser && !user)) {
    throw malformedResponse(body, needsUser ? 'Invalid auth response from server' : 'No token in response');
  }
  return { token, user };
}

export const normalizeLoginSession = (body: unknown, baseUrl: string) => requireSession(body, baseUrl);
export const normalizeGoogleSession = (body: unknown, baseUrl: string) => requireSession(body, baseUrl, true);
