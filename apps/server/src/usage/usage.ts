import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { creditLedger, invoices, jobs, media, users } from '../db/schema';
import { planOf, plans } from '../accounts/plans';
import { creditsSpentThisMonth, monthStart } from '../credits/ledger';
import type { UserRow } from '../accounts/users';
import { formatMoney, moneyJson } from '../billing/money';
import type { BillingOverview } from '../billing/overview';
import { monthAfter } from '../billing/subscription';
import { mediaLink, type MediaRow } from '../media/library';
import type { Services } from '../services';
import { projectType, toolLabels } from '../tools/registry';

const periodOf = (date: Date) => date.toISOString().slice(0, 7);
const monthText = sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM')`;

/** Credits spent (charges less refunds) per month for the last 12 months, oldest first; everyone's without a user. */
export async function spendingByMonth(tx: Tx, userId: string | undefined, now = new Date()) {
  const rows = await tx
    .select({ period: monthText, spent: sql<number>`-sum(${creditLedger.amount})`.mapWith(Number) })
    .from(creditLedger)
    .where(
      and(
        userId ? eq(creditLedger.userId, userId) : undefined,
        inArray(creditLedger.reason, ['job', 'refund']),
        gte(creditLedger.createdAt, monthStart(now, 11)),
      ),
    )
    .groupBy(monthText);
  return Array.from({ length: 12 }, (_, index) => {
    const period = periodOf(monthStart(now, 11 - index));
    return { period, credits: rows.find((row) => row.period === period)?.spent ?? 0 };
  });
}

/** The activity table's words for a job: Completed, Running, Queued, Failed (cancelled jobs too). */
export const jobStatusLabel = (state: string) =>
  state === 'succeeded' ? 'Completed' : state === 'running' ? 'Running' : state === 'queued' ? 'Queued' : 'Failed';

/** The projects list's words: Completed, Rendering (not ended yet), Failed. */
export const projectStatusLabel = (state: string) =>
  state === 'succeeded' ? 'Completed' : state === 'failed' || state === 'cancelled' ? 'Failed' : 'Rendering';

/** The latest jobs as projects: title, type, time, status and a link to the result (its first output). */
export async function recentProjects(services: Services, userId: string, base: string, limit = 6) {
  const latest = await services.db
    .select()
    .from(jobs)
    .where(eq(jobs.userId, userId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  const firstOutputs = latest
    .map((job) => (job.output?.media as string[] | undefined)?.[0])
    .filter((id): id is string => typeof id === 'string');
  const outputs: MediaRow[] = firstOutputs.length
    ? await services.db.select().from(media).where(inArray(media.id, firstOutputs))
    : [];
  return latest.map((job) => {
    const output = outputs.find((row) => row.id === (job.output?.media as string[] | undefined)?.[0]);
    return {
      id: job.id,
      title: (job.input as { title?: string }).title ?? toolLabels[job.tool] ?? job.tool,
      type: projectType(job.tool),
      tool: job.tool,
      time: job.createdAt.toISOString(),
      status: projectStatusLabel(job.state),
      link: output ? mediaLink(services, base, output) : null,
      media_id: output?.id ?? null,
    };
  });
}

async function recentActivity(tx: Tx, userId: string, limit = 8) {
  const latest = await tx
    .select()
    .from(jobs)
    .where(eq(jobs.userId, userId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return latest.map((job) => ({
    id: job.id,
    model: `${toolLabels[job.tool] ?? job.tool}${job.engine ? ` · ${job.engine}` : ''}`,
    status: jobStatusLabel(job.state),
    tokens: job.cost,
    time: job.createdAt.toISOString(),
    title: (job.input as { title?: string }).title ?? null,
  }));
}

const percentOf = (used: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((used / total) * 100))) : 0;

/**
 * The credits meter: this month's spending (from the ledger) of the cap, which is the spec's credit_cap, else the
 * plan's credits per month (else 100). Not the cap less the balance: a top-up is not usage.
 */
export function creditsMeter(user: Pick<UserRow, 'creditCap' | 'plan'>, spentThisMonth: number) {
  const cap = user.creditCap ?? planOf(user.plan).creditsPerMonth ?? 100;
  return { used: spentThisMonth, total: cap, percent: percentOf(spentThisMonth, cap) };
}

/** The library's bytes (inputs and outputs alike: both are kept) against the plan's storage, as bytes. */
async function storageUsed(tx: Tx, userId: string | undefined) {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${media.sizeBytes}), 0)`.mapWith(Number) })
    .from(media)
    .where(userId ? eq(media.userId, userId) : undefined);
  return row?.bytes ?? 0;
}

/** Decimal gigabytes (what the plans are sold in), to three places: the older figure beside the bytes. */
const gigabytes = (bytes: number) => Math.round((bytes / 1e9) * 1000) / 1000;

/** The usage page's figures, all from the ledger, the jobs and the library. */
export async function usageSummary(services: Services, user: UserRow, base: string, now = new Date()) {
  const { db } = services;
  const plan = planOf(user.plan);
  const from = monthStart(now);
  const [storageBytes, spent, [renders], [engineSeconds], history, activity, projects] = await Promise.all([
    storageUsed(db, user.id),
    creditsSpentThisMonth(db, user.id, now),
    db
      .select({ value: count() })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), eq(jobs.state, 'succeeded'), gte(jobs.createdAt, from))),
    db
      .select({
        seconds: sql<number>`coalesce(sum(extract(epoch from (${jobs.finishedAt} - ${jobs.startedAt}))), 0)`.mapWith(
          Number,
        ),
      })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), gte(jobs.createdAt, from))),
    spendingByMonth(db, user.id, now),
    recentActivity(db, user.id),
    recentProjects(services, user.id, base),
  ]);
  const storageTotal = plan.storageGb * 1e9;
  return {
    plan: user.plan,
    plan_label: plan.label,
    renews_at: user.plan === 'free' ? null : monthAfter(user.planStartedAt).toISOString().slice(0, 10),
    credits: creditsMeter(user, spent),
    storage: { used_bytes: storageBytes, total_bytes: storageTotal, percent: percentOf(storageBytes, storageTotal) },
    storage_gb: {
      used: gigabytes(storageBytes),
      total: plan.storageGb,
      percent: percentOf(storageBytes, storageTotal),
    },
    renders: { used: renders?.value ?? 0, total: plan.renders },
    api_minutes: { used: Math.round(((engineSeconds?.seconds ?? 0) / 60) * 10) / 10, total: plan.apiMinutes },
    history,
    recent_activity: activity,
    recent_projects: projects,
  };
}

/** The dashboard's tiles, recent activity and projects. */
export async function dashboardSummary(services: Services, user: UserRow, base: string, now = new Date()) {
  const { db } = services;
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const [[projects], [renders], [recent], spent, activity, latestProjects] = await Promise.all([
    // A project is a job, as the Projects page lists them (a job of four variations is one project).
    db.select({ value: count() }).from(jobs).where(eq(jobs.userId, user.id)),
    db
      .select({ value: count() })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), eq(jobs.state, 'succeeded'))),
    db
      .select({
        ended: sql<number>`count(*) filter (where ${jobs.state} in ('succeeded', 'failed'))`.mapWith(Number),
        succeeded: sql<number>`count(*) filter (where ${jobs.state} = 'succeeded')`.mapWith(Number),
      })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), gte(jobs.createdAt, since))),
    creditsSpentThisMonth(db, user.id, now),
    recentActivity(db, user.id),
    recentProjects(services, user.id, base),
  ]);
  const ended = recent?.ended ?? 0;
  return {
    projects: projects?.value ?? 0,
    renders: renders?.value ?? 0,
    credits: user.credits,
    // The share of this account's jobs that succeeded in the last 30 days: its service level. Null without any
    // ended job (nothing to measure, not 100%).
    uptime: ended ? Math.round(((recent?.succeeded ?? 0) / ended) * 1000) / 10 : null,
    credits_meter: creditsMeter(user, spent),
    recent_activity: activity,
    recent_projects: latestProjects,
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

/** Paid invoices per currency (amounts in different currencies are never added up). */
async function revenueByCurrency(tx: Tx, since?: Date) {
  const rows = await tx
    .select({
      currency: invoices.currency,
      // What the payment engines said was paid, less what they refunded.
      cents: sql<number>`coalesce(sum(${invoices.amountCents} - ${invoices.refundedCents}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(and(inArray(invoices.status, ['Paid', 'Refunded']), since ? gte(invoices.paidAt, since) : undefined))
    .groupBy(invoices.currency);
  return rows;
}

/**
 * The admin billing screen: the workspace's figures across all accounts (tokens are credits: the allowance of every
 * plan, what was spent in each of the last 12 months, revenue per currency) and the admin's own subscription (plan,
 * seats, cards, renewal, tax) from its billing overview, in its currency and locale.
 */
export async function adminBillingSummary(tx: Tx, account: BillingOverview, now = new Date()) {
  const { currency, locale } = account;
  const [[allowance], usage, [pending], revenue] = await Promise.all([
    tx.select({ total: sql<number>`coalesce(sum(${planAllowance}), 0)`.mapWith(Number) }).from(users),
    spendingByMonth(tx, undefined, now),
    tx
      .select({ cents: sql<number>`coalesce(sum(${invoices.amountCents}), 0)`.mapWith(Number) })
      .from(invoices)
      .where(and(eq(invoices.status, 'Pending'), eq(invoices.currency, currency))),
    revenueByCurrency(tx, monthStart(now)),
  ]);
  return {
    // As the plan list and the account's overview show it ('Business'), not its id.
    plan: account.plan.label,
    currency,
    locale,
    tokens_per_month: allowance?.total ?? 0,
    tokens_used: usage.at(-1)?.credits ?? 0,
    overage_rate: account.overage_rate.amount,
    tax_rate: account.tax.rate,
    next_invoice_amount: account.next_invoice?.amount ?? 0,
    pending_all_accounts: moneyJson(pending?.cents ?? 0, currency, locale),
    revenue_this_month: revenue.map((row) => moneyJson(row.cents, row.currency, locale)),
    usage: usage.map(({ period, credits }) => ({ period, tokens: credits })),
    account,
  };
}

/** System-wide figures for the admin dashboard: people, jobs, credits, money, storage and the queue. */
export async function adminDashboard(tx: Tx, locale: string, now = new Date()) {
  const month = monthStart(now);
  const day = new Date(now.getTime() - 24 * 3600 * 1000);
  const [[people], [work], byTool, credits, revenue, storageBytes, signups] = await Promise.all([
    tx
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.status} = 'Active')`.mapWith(Number),
        suspended: sql<number>`count(*) filter (where ${users.status} = 'Suspended')`.mapWith(Number),
        admins: sql<number>`count(*) filter (where ${users.role} in ('admin', 'owner'))`.mapWith(Number),
        newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${month})`.mapWith(Number),
        signedInToday: sql<number>`count(*) filter (where ${users.lastSignInAt} >= ${day})`.mapWith(Number),
      })
      .from(users),
    tx
      .select({
        queued: sql<number>`count(*) filter (where ${jobs.state} = 'queued')`.mapWith(Number),
        running: sql<number>`count(*) filter (where ${jobs.state} = 'running')`.mapWith(Number),
        succeededToday:
          sql<number>`count(*) filter (where ${jobs.state} = 'succeeded' and ${jobs.finishedAt} >= ${day})`.mapWith(
            Number,
          ),
        failedToday:
          sql<number>`count(*) filter (where ${jobs.state} = 'failed' and ${jobs.finishedAt} >= ${day})`.mapWith(
            Number,
          ),
        thisMonth: sql<number>`count(*) filter (where ${jobs.createdAt} >= ${month})`.mapWith(Number),
      })
      .from(jobs),
    tx
      .select({ tool: jobs.tool, jobs: count() })
      .from(jobs)
      .where(gte(jobs.createdAt, month))
      .groupBy(jobs.tool)
      .orderBy(desc(count())),
    spendingByMonth(tx, undefined, now),
    revenueByCurrency(tx, month),
    storageUsed(tx, undefined),
    tx
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(5),
  ]);
  const endedToday = (work?.succeededToday ?? 0) + (work?.failedToday ?? 0);
  return {
    users: {
      total: people?.total ?? 0,
      active: people?.active ?? 0,
      suspended: people?.suspended ?? 0,
      admins: people?.admins ?? 0,
      new_this_month: people?.newThisMonth ?? 0,
      signed_in_today: people?.signedInToday ?? 0,
    },
    jobs: {
      queued: work?.queued ?? 0,
      running: work?.running ?? 0,
      succeeded_today: work?.succeededToday ?? 0,
      failed_today: work?.failedToday ?? 0,
      this_month: work?.thisMonth ?? 0,
      // Null when no job ended today: nothing to measure.
      success_rate_today: endedToday ? Math.round(((work?.succeededToday ?? 0) / endedToday) * 1000) / 10 : null,
    },
    tools_this_month: byTool.map((row) => ({
      tool: row.tool,
      label: toolLabels[row.tool] ?? row.tool,
      jobs: row.jobs,
    })),
    credits_spent: credits,
    revenue_this_month: revenue.map((row) => ({
      ...moneyJson(row.cents, row.currency, locale),
      formatted: formatMoney(row.cents, row.currency, locale),
    })),
    storage_bytes: storageBytes,
    storage_gb: gigabytes(storageBytes),
    recent_signups: signups.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
