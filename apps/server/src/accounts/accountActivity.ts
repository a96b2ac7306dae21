import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { activity } from '../db/schema';

/** The kinds of entries in an account's activity (sign-ins, jobs that ended, API keys, security, billing, profile). */
export const activityKinds = ['sign-in', 'job', 'api-key', 'security', 'billing', 'profile'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** One page of an account's activity, newest first, optionally of some kinds only. */
export async function listActivity(
  tx: Tx,
  userId: string,
  { page, pageSize, kinds }: { page: number; pageSize: number; kinds?: ActivityKind[] },
) {
  const where = and(eq(activity.userId, userId), kinds?.length ? inArray(activity.kind, kinds) : undefined);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(activity)
      .where(where)
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ value: count() }).from(activity).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      detail: row.detail,
      created_at: row.createdAt.toISOString(),
    })),
    meta: { page, page_size: pageSize, total: total?.value ?? 0 },
  };
}
