import { ApiError, isAbortError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import type { OperationContract } from '../operations/operationContract';
import { requestJson, send, type RequestOptions } from '../http/request';
import { readSession, requireSession } from './normalizeSession';
import type { AuthApi, AuthSession } from './types';
import { sessionOperations as operations } from '../operations/clientOperations';

/** The server's `message`, else what the call did in plain words. */
const messageOf = (body: Record<string, unknown>, fallback: string) =>
  typeof body.message === 'string' && body.message !== '' ? body.message : fallback;

export function createAuthApi(ctx: HttpContext): AuthApi {
  const csrfCookie = async ({ signal }: RequestOptions = {}) => {
    await send(ctx, operations['auth.csrfCookie'], { signal }).catch((error: unknown) => {
      if (isAbortError(error)) throw error;
    });
  };

  /** The CSRF cookie, then a sign-in POST whose failures say the server's own words. */
  const signInRequest = async (operation: OperationContract, json: unknown, fallback: string, signal?: AbortSignal) => {
    await csrfCookie({ signal });
    return requestJson(ctx, operation, { json, signal, serverMessageFirst: true, fallback });
  };

  const signIn = (session: AuthSession) => {
    ctx.tokenStore.set(session.token);
    return session;
  };

  return {
    csrfCookie,
    login: async ({ email, password, remember }, { signal } = {}) =>
      signIn(
        requireSession(
          await signInRequest(
            operations['auth.login'],
            remember === undefined ? { email, password } : { email, password, remember },
            'Login failed',
            signal,
          ),
          ctx.baseUrl,
        ),
      ),
    async loginWithGoogle(credential, { signal } = {}) {
      if (!credential) throw new ApiError('invalid-input', 'Missing Google credential');
      const body = await signInRequest(
        operations['auth.loginWithGoogle'],
        { credential },
        'Google sign-in failed',
        signal,
      );
      return signIn(requireSession(body, ctx.baseUrl, true));
    },
    async register({ username, email, password }, { signal } = {}) {
      const body = await signInRequest(
        operations['auth.register'],
        { username, email, password },
        'Registration failed',
        signal,
      );
      const { token, user } = readSession(body, ctx.baseUrl);
      return token ? signIn({ token, user }) : undefined;
    },
    async forgotPassword(email, { signal } = {}) {
      const body = await signInRequest(
        operations['auth.forgotPassword'],
        { email: email.trim() },
        'Could not send the reset link. Please try again.',
        signal,
      );
      return messageOf(body, 'Check your inbox for a link to reset your password.');
    },
    async resetPassword({ token, password }, { signal } = {}) {
      const body = await signInRequest(
        operations['auth.resetPassword'],
        { token, password },
        'Could not reset the password. Please try again.',
        signal,
      );
      return messageOf(body, 'Your password has been reset. You can sign in with the new one.');
    },
    async logout({ signal } = {}) {
      try {
        await csrfCookie({ signal });
        await send(ctx, operations['auth.logout'], { signal });
      } finally {
        ctx.tokenStore.set(null);
      }
    },
  };
}
