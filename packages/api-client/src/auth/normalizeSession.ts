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

export function normalizeLoginSession(body: unknown, baseUrl: string): AuthSession {
  const { token, user } = readSession(body, baseUrl);
  if (!token) throw malformedResponse(body, 'No token in response');
  return { token, user };
}

export function normalizeGoogleSession(body: unknown, baseUrl: string): AuthSession {
  const { token, user } = readSession(body, baseUrl);
  if (!token || !user) throw malformedResponse(body, 'Invalid auth response from server');
  return { token, user };
}
