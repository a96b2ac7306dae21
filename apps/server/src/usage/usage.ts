import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { creditLedger, invoices, jobs, media, users } from '../db/schema';
import { planOf, plans } from '../accounts/plans';
import type { UserRow } from '../accounts/users';

/** The start of the month `monthsBack` months before `now` (UTC). */
export function monthStart(now: Date, monthsBack = 0) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

const periodOf = (date: Date) => date.toISOString().slice(0, 7);

/** Credits spent (charges less refunds) per month for the last 12 months, oldest first; everyone's without a user. */
export async function spendingByMonth(tx: Tx, userId: string | undefined, now = new Date()) {
  const from = monthStart(now, 11);
  const month = sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await tx
    .select({ period: month, spent: sql<number>`-sum(${creditLedger.amount})`.mapWith(Number) })
    .from(creditLedger)
    .where(
      and(
        userId ? eq(creditLedger.userId, userId) : undefined,
        inArray(creditLedger.reason, ['job', 'refund']),
        gte(creditLedger.createdAt, from),
      ),
    )
    .groupBy(month);
  return Array.from({ length: 12 }, (_, index) => {
    const period = periodOf(monthStart(now, 11 - index));
    return { period, credits: rows.find((row) => row.period === period)?.spent ?? 0 };
  });
}

const jobStatusLabel = (state: string) =>
  state === 'succeeded' ? 'Completed' : state === 'running' ? 'Running' : state === 'queued' ? 'Queued' : 'Failed';

export const toolLabels: Record<string, string> = {
  imageToVideo: 'Image to Video',
  mystic: 'Text to Image (Mystic)',
  imageGeneration: 'Text to Image',
  imageEdit: 'Image Editor',
  enhance: 'Image Enhancer',
  style: 'Style Transfer',
  videoUpscale: '4K Upscale',
  tts: 'Text to Audio',
  avatar: 'AI Avatar',
  productVideo: 'Product Video',
  backgroundRemoval: 'BG Remover',
  ocr: 'Image Text',
  noMaskEdit: 'AI Image Change',
  stabilityEdit: 'Single Image Edit',
};

/** The usage page's figures, all from the ledger, the jobs and the library. */
export async function usageSummary(tx: Tx, user: UserRow, now = new Date()) {
  const plan = planOf(user.plan);
  const from = monthStart(now);
  const [[storage], [renders], [engineSeconds], history] = await Promise.all([
    tx
      .select({ bytes: sql<number>`coalesce(sum(${media.sizeBytes}), 0)`.mapWith(Number) })
      .from(media)
      .where(eq(media.userId, user.id)),
    tx
      .select({ value: count() })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), eq(jobs.state, 'succeeded'), gte(jobs.createdAt, from))),
    tx
      .select({
        seconds: sql<number>`coalesce(sum(extract(epoch from (${jobs.finishedAt} - ${jobs.startedAt}))), 0)`.mapWith(
          Number,
        ),
      })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), gte(jobs.createdAt, from))),
    spendingByMonth(tx, user.id, now),
  ]);
  const cap = user.creditCap ?? plan.creditsPerMonth;
  const anniversary = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, Math.min(user.createdAt.getUTCDate(), 28)),
  );
  return {
    plan: user.plan,
    renews_at: anniversary.toISOString().slice(0, 10),
    credits: { used: Math.max(0, cap - user.credits), total: cap },
    storage_gb: { used: Math.round(((storage?.bytes ?? 0) / 1e9) * 1000) / 1000, total: plan.storageGb },
    renders: { used: renders?.value ?? 0, total: plan.renders },
    api_minutes: { used: Math.round(((engineSeconds?.seconds ?? 0) / 60) * 10) / 10, total: plan.apiMinutes },
    history,
  };
}

/** The dashboard's tiles and recent activity. */
export async function dashboardSummary(tx: Tx, user: UserRow, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const [[projects], [renders], [recent], latest] = await Promise.all([
    tx
      .select({ value: count() })
      .from(media)
      .where(and(eq(media.userId, user.id), eq(media.isInput, false))),
    tx
      .select({ value: count() })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), eq(jobs.state, 'succeeded'))),
    tx
      .select({
        ended: sql<number>`count(*) filter (where ${jobs.state} in ('succeeded', 'failed'))`.mapWith(Number),
        succeeded: sql<number>`count(*) filter (where ${jobs.state} = 'succeeded')`.mapWith(Number),
      })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), gte(jobs.createdAt, since))),
    tx.select().from(jobs).where(eq(jobs.userId, user.id)).orderBy(desc(jobs.createdAt)).limit(8),
  ]);
  const ended = recent?.ended ?? 0;
  return {
    projects: projects?.value ?? 0,
    renders: renders?.value ?? 0,
    credits: user.credits,
    // The share of this account's jobs that succeeded in the last 30 days (100 with none): its service level.
    uptime: ended ? Math.round(((recent?.succeeded ?? 0) / ended) * 1000) / 10 : 100,
    recent_activity: latest.map((job) => ({
      id: job.id,
      model: `${toolLabels[job.tool] ?? job.tool}${job.engine ? ` · ${job.engine}` : ''}`,
      status: jobStatusLabel(job.state),
      tokens: job.cost,
      time: job.createdAt.toISOString(),
      title: (job.input as { title?: string }).title ?? null,
    })),
  };
}

/** Each account's monthly credits by its plan, as SQL. */
const planAllowance = sql.join(
  [
    sql`case ${users.plan}`,
    ...Object.entries(plans).map(([name, plan]) => sql` when ${name} then ${sql.raw(String(plan.creditsPerMonth))}`),
    sql` else ${sql.raw(String(plans.free.creditsPerMonth))} end`,
  ],
  sql``,
);

/** The admin billing screen's figures, across all accounts (tokens are credits). */
export async function adminBillingSummary(tx: Tx, admin: UserRow, now = new Date()) {
  const [allowance] = await tx
    .select({
      total: sql<number>`coalesce(sum(${planAllowance}), 0)`.mapWith(Number),
    })
    .from(users);
  const usage = await spendingByMonth(tx, undefined, now);
  const [pending] = await tx
    .select({ cents: sql<number>`coalesce(sum(${invoices.amountCents}), 0)`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.status, 'Pending'));
  return {
    plan: admin.plan,
    currency: 'USD',
    tokens_per_month: allowance?.total ?? 0,
    tokens_used: usage.at(-1)?.credits ?? 0,
    overage_rate: 10,
    tax_rate: 0,
    next_invoice_amount: (pending?.cents ?? 0) / 100,
    usage: usage.map(({ period, credits }) => ({ period, tokens: credits })),
  };
}
