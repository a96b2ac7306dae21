import { and, eq, isNull, ne } from 'drizzle-orm';
import { activity, sessions, users } from '../db/schema';
import type { Db } from '../db/database';
import { invalid } from '../http/httpError';
import { hashPassword, passwordMatches } from './passwords';
import { sha256 } from './secrets';
import type { UserRow } from './users';

export const passwordRule = { min: 8, max: 200 };

/**
 * Changes the password after checking the current one; every other session of the account ends (whoever had the
 * old password is signed out), the one making the change stays. An account without a password (Google sign-in)
 * sets its first one with a reset link.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  { current, next, sessionToken }: { current: string; next: string; sessionToken?: string },
) {
  if (!user.passwordHash) {
    throw invalid('This account has no password yet: use "Forgot password" to set one.');
  }
  if (!(await passwordMatches(user.passwordHash, current))) {
    throw invalid('The current password is incorrect.');
  }
  if (current === next) throw invalid('The new password must be different from the current one.');
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, user.id),
          isNull(sessions.revokedAt),
          sessionToken ? ne(sessions.tokenHash, sha256(sessionToken)) : undefined,
        ),
      );
    await tx.insert(activity).values({ userId: user.id, kind: 'security', detail: 'Password changed' });
  });
}
