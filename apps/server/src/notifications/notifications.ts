import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { notifications, users } from '../db/schema';
import { newId } from '../accounts/secrets';
import { planOf } from '../accounts/plans';
import type { JobRow } from '../jobs/jobs';
import { toolLabels } from '../tools/registry';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationJson(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    task_id: row.jobId,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A job ended: the owner hears of it (in the job's final transaction). */
export async function notifyJobEnded(
  tx: Tx,
  job: Pick<JobRow, 'id' | 'userId' | 'tool' | 'input' | 'cost'>,
  outcome: 'succeeded' | 'failed',
  reason?: string,
) {
  const tool = toolLabels[job.tool] ?? job.tool;
  const title = (job.input as { title?: string }).title ?? tool;
  await tx.insert(notifications).values({
    id: newId('note'),
    userId: job.userId,
    kind: outcome === 'succeeded' ? 'job-succeeded' : 'job-failed',
    title: outcome === 'succeeded' ? `${tool} finished` : `${tool} failed`,
    body:
      outcome === 'succeeded'
        ? `“${title}” is ready in your media library.`
        : `“${title}” could not be made${reason ? `: ${reason.replace(/\.$/, '')}` : ''}.${job.cost > 0 ? ' Its credits were refunded.' : ''}`,
    jobId: job.id,
  });
}

/**
 * The owner watched the job end (its status answered the end, or the one request that ran it answered): its
 * notification is already seen, so it stays in the list but does not add to the bell's unread count. Only jobs left
 * to finish unwatched ring the bell.
 */
export async function markJobNotificationsSeen(tx: Tx, userId: string, jobId: string) {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.jobId, jobId), isNull(notifications.readAt)));
}

/** Low when the balance is under a tenth of the account's cap (credit_cap, else the plan's credits a month), at most 10. */
export function lowCreditsThreshold(user: { creditCap: number | null; plan: string }) {
  const cap = user.creditCap ?? planOf(user.plan).creditsPerMonth ?? 100;
  return Math.max(1, Math.min(10, Math.ceil(cap / 10)));
}

/**
 * After a charge: when the balance has dropped under the threshold, one "low credits" notification (not again until
 * the balance has recovered); when it is healthy again, the next drop may notify anew.
 */
export async function checkLowCredits(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const low = user.credits < lowCreditsThreshold(user);
  if (low && !user.lowCreditsNotifiedAt) {
    const [claimed] = await tx
      .update(users)
      .set({ lowCreditsNotifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.lowCreditsNotifiedAt)))
      .returning({ credits: users.credits });
    if (!claimed) return;
    await tx.insert(notifications).values({
      id: newId('note'),
      userId,
      kind: 'low-credits',
      title: 'Credits running low',
      body: `You have ${claimed.credits} credit${claimed.credits === 1 ? '' : 's'} left. Top up to keep creating.`,
    });
  } else if (!low && user.lowCreditsNotifiedAt) {
    await tx.update(users).set({ lowCreditsNotifiedAt: null }).where(eq(users.id, userId));
  }
}

export async function listNotifications(
  tx: Tx,
  userId: string,
  { page, pageSize, unreadOnly }: { page: number; pageSize: number; unreadOnly: boolean },
) {
  const where = and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [total], unread] = await Promise.all([
    tx
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ value: count() }).from(notifications).where(where),
    unreadCountOf(tx, userId),
  ]);
  return { rows, total: total?.value ?? 0, unread };
}

const unreadCountOf = async (tx: Tx, userId: string) =>
  (
    await tx
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  )[0]?.value ?? 0;

export { unreadCountOf as unreadCount };

/** Marks some (or all) of a user's notifications read (others' ids are ignored); returns how many are still unread. */
export async function markRead(tx: Tx, userId: string, ids: string[] | 'all') {
  if (ids === 'all' || ids.length) {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === 'all' ? undefined : inArray(notifications.id, ids),
        ),
      );
  }
  return unreadCountOf(tx, userId);
}
