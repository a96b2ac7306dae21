import { ApiError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { normalizeGoogleSession, normalizeLoginSession, readSession } from './normalizeSession';
import type { AuthApi, AuthSession } from './types';

export function createAuthApi(ctx: HttpContext): AuthApi {
  const csrfCookie = async ({ signal }: RequestOptions = {}) => {
    await send(ctx, 'sanctum/csrf-cookie', { signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.kind === 'aborted') throw error;
    });
  };

  const signIn = (session: AuthSession) => {
    ctx.tokenStore.set(session.token);
    return session;
  };

  return {
    csrfCookie,
    async login(credentials, { signal } = {}) {
      await csrfCookie({ signal });
      const body = await requestJson(ctx, 'api/v1/login', {
        method: 'post',
        json: { email: credentials.email, password: credentials.password },
        signal,
        serverMessageFirst: true,
        fallback: 'Login failed',
      });
      return signIn(normalizeLoginSession(body, ctx.baseUrl));
    },
    async loginWithGoogle(credential, { signal } = {}) {
      if (!credential) throw new ApiError('invalid-input', 'Missing Google credential');
      await csrfCookie({ signal });
      const body = await requestJson(ctx, 'api/v1/auth/google', {
        method: 'post',
        json: { credential },
        signal,
        serverMessageFirst: true,
        fallback: 'Google sign-in failed',
      });
      return signIn(normalizeGoogleSession(body, ctx.baseUrl));
    },
    async register(registration, { signal } = {}) {
      await csrfCookie({ signal });
      const body = await requestJson(ctx, 'api/v1/register', {
        method: 'post',
        json: { username: registration.username, email: registration.email, password: registration.password },
        signal,
        serverMessageFirst: true,
        fallback: 'Registration failed',
      });
      const { token, user } = readSession(body, ctx.baseUrl);
      return token ? signIn({ token, user }) : undefined;
    },
    async logout({ signal } = {}) {
      try {
        await csrfCookie({ signal });
        await send(ctx, 'api/v1/logout', { method: 'post', signal });
      } finally {
        ctx.tokenStore.set(null);
      }
    },
  };
}
