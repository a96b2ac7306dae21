import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole } from '../accounts/roles';
import { sameText, sha256 } from '../accounts/secrets';
import { userForToken } from '../accounts/sessions';
import { assertActive, type UserRow } from '../accounts/users';
import { apiKeys, users } from '../db/schema';
import type { Services } from '../services';
import { forbidden, HttpError, unauthenticated } from './httpError';

declare module 'fastify' {
  interface FastifyRequest {
    account?: UserRow;
    /** The bearer token or session cookie the request came with (sign-out revokes it). */
    sessionToken?: string;
    /** Who the request's credential names, looked up once per request (a rate limit asks before the guard). */
    identity?: Promise<UserRow | undefined>;
  }
}

export const sessionCookie = 'mk_session';
export const xsrfCookie = 'XSRF-TOKEN';
export const apiKeyPrefix = 'mk_key_';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Who is calling: a bearer session token, an API key (`Authorization: Bearer mk_key_…`), or the session cookie. A
 * cookie alone is ambient authority, so a state-changing request authenticated by it must echo the XSRF-TOKEN cookie
 * in X-XSRF-TOKEN (bearer and key requests cannot be forged by another site).
 */
export async function identify(services: Services, request: FastifyRequest): Promise<UserRow | undefined> {
  const bearer = bearerOf(request);
  if (bearer?.startsWith(apiKeyPrefix)) {
    const [row] = await services.db
      .select({ user: users, keyId: apiKeys.id })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.keyHash, sha256(bearer)), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) return undefined;
    await services.db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.keyId));
    return row.user;
  }
  if (bearer) {
    request.sessionToken = bearer;
    return userForToken(services.db, bearer);
  }
  const cookie = request.cookies?.[sessionCookie];
  if (!cookie) return undefined;
  if (unsafeMethods.has(request.method)) {
    const expected = request.cookies?.[xsrfCookie];
    const sent = request.headers['x-xsrf-token'];
    if (!expected || typeof sent !== 'string' || !sameText(decodeURIComponent(expected), decodeURIComponent(sent))) {
      throw new HttpError(419, { message: 'The page expired. Please reload and try again.' });
    }
  }
  request.sessionToken = cookie;
  return userForToken(services.db, cookie);
}

/** `identify`, once per request. */
const identityOf = (services: Services, request: FastifyRequest) => (request.identity ??= identify(services, request));

/**
 * Whom a rate limit counts: the signed-in account (whichever of its sessions or API keys it calls with), else the
 * caller's address. Job starts are limited per account this way, so people behind one shared address (an office, a
 * NAT) do not share one allowance, and one account does not get another allowance per token.
 */
export function callerKey(services: Services) {
  return async (request: FastifyRequest): Promise<string> => {
    const account = await identityOf(services, request).catch(() => undefined);
    return account ? `user:${account.id}` : `ip:${request.ip}`;
  };
}

export function guards(services: Services) {
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const account = await identityOf(services, request);
    if (!account) throw unauthenticated();
    assertActive(account);
    request.account = account;
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!isAdminRole(request.account!.role)) throw forbidden('This needs an administrator.');
  };
  return { requireUser, requireAdmin };
}

/** The signed-in account of a guarded route. */
export function accountOf(request: FastifyRequest): UserRow {
  if (!request.account) throw unauthenticated();
  return request.account;
}

/** Where links in answers point: the configured public URL, else the origin the request was sent to. */
export function linkBase(services: Services, request: FastifyRequest): string {
  return services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
