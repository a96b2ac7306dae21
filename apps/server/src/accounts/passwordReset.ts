import { and, eq, gt, isNull } from 'drizzle-orm';
import { activity, passwordResets, users } from '../db/schema';
import { invalid } from '../http/httpError';
import type { Services } from '../services';
import { hashPassword } from './passwords';
import { randomToken, sha256 } from './secrets';
import { revokeAllSessions } from './sessions';
import { findUserByEmail } from './users';

export const resetLifetimeMs = 60 * 60 * 1000;

export const resetRequestAnswer =
  'If an account exists for this e-mail, we have sent it a link to reset the password. Check your inbox.';
export const resetLinkInvalid = 'This reset link is invalid or has expired. Ask for a new one.';

/**
 * Forgot password: when the e-mail belongs to an active account, a one-use link valid for an hour goes to it (the
 * token is stored only as its hash; earlier unused links of the account stop working). Whether or not it does, the
 * caller gets the same answer, so nobody learns which e-mails have accounts.
 */
export async function requestPasswordReset(services: Services, email: string, appUrl: string) {
  const user = await findUserByEmail(services.db, email);
  if (!user || user.status !== 'Active') return;
  const token = randomToken(32);
  await services.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + resetLifetimeMs),
    });
  });
  const link = `${appUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await services.email.send({
    to: user.email,
    subject: 'Reset your Mediakit password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your Mediakit account. To choose a new one, open this link within an hour:',
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
      'Mediakit',
    ].join('\n'),
    kind: 'password-reset',
    userId: user.id,
  });
}

/** Sets a new password with a reset token: once, within the hour; every session of the account ends. */
export async function resetPassword(services: Services, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await services.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) throw invalid(resetLinkInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await revokeAllSessions(tx, reset.userId);
    await tx.insert(activity).values({ userId: reset.userId, kind: 'security', detail: 'Password reset by e-mail' });
  });
}
