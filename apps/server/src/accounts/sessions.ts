import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { sessions, users } from '../db/schema';
import { newId, randomToken, sha256 } from './secrets';
import type { UserRow } from './users';

/** Opens a session and returns its bearer token (stored only as its hash). */
export async function openSession(tx: Tx, userId: string, ttlMs: number, userAgent?: string): Promise<string> {
  const token = randomToken(32);
  await tx.insert(sessions).values({
    id: newId('s'),
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return token;
}

/** The user behind a live (not revoked, not expired) session token. */
export async function userForToken(tx: Tx, token: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  // Touch at most once a minute: a write per request would serialise every call on PGlite.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  return row.user;
}

export async function revokeToken(tx: Tx, token: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (suspension, password change, deletion). */
export async function revokeAllSessions(tx: Tx, userId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
