import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField, numberField, objectField, stringField } from '../json/fields';
import { readPage, type Page } from '../json/readPage';
import { jobListParams, readJobRecord, type JobListQuery, type JobRecord } from '../jobs/jobList';
import { consoleOperations as operations } from '../operations/consoleOperations';

/** The admin console's figures, computed by the server from its data. */
export interface AdminDashboard {
  users: {
    total: number;
    active: number;
    suspended: number;
    admins: number;
    newThisMonth: number;
    signedInToday: number;
  };
  jobs: {
    queued: number;
    running: number;
    succeededToday: number;
    failedToday: number;
    thisMonth: number;
    /** Percent of the jobs that ended in the last 24 hours that succeeded; undefined when none ended. */
    successRateToday: number | undefined;
  };
  toolsThisMonth: { tool: string; label: string; jobs: number }[];
  /** Credits spent per period, oldest first. */
  creditsSpent: { period: string; credits: number }[];
  revenueThisMonth: { amount: number; currency: string; formatted: string }[];
  /** Every library's bytes together. */
  storageBytes: number;
  /** The same in decimal gigabytes. */
  storageGb: number;
  recentSignups: { id: string; name: string; email: string; createdAt: string | undefined }[];
}

export interface AdminJobsApi {
  jobs: {
    /** GET /api/v1/admin/jobs?state=&tool=&page=&page_size=: everyone's jobs, newest first, with owners. */
    list(query?: JobListQuery, options?: RequestOptions): Promise<Page<JobRecord>>;
    /** POST /api/v1/admin/jobs/{taskId}/cancel: stops anyone's unfinished job; its credits go back once. */
    cancel(id: string, options?: RequestOptions): Promise<JobRecord>;
    /** POST /api/v1/admin/jobs/{taskId}/retry: a failed job again, as a new job charged to its owner (402 if short). */
    retry(id: string, options?: RequestOptions): Promise<JobRecord>;
  };
  /** GET /api/v1/admin/dashboard */
  dashboard(options?: RequestOptions): Promise<AdminDashboard>;
}

const count = (source: unknown, key: string) => numberField(source, key) ?? 0;

export function readAdminDashboard(body: unknown): AdminDashboard {
  const users = objectField(body, 'users');
  const jobs = objectField(body, 'jobs');
  return {
    users: {
      total: count(users, 'total'),
      active: count(users, 'active'),
      suspended: count(users, 'suspended'),
      admins: count(users, 'admins'),
      newThisMonth: count(users, 'new_this_month'),
      signedInToday: count(users, 'signed_in_today'),
    },
    jobs: {
      queued: count(jobs, 'queued'),
      running: count(jobs, 'running'),
      succeededToday: count(jobs, 'succeeded_today'),
      failedToday: count(jobs, 'failed_today'),
      thisMonth: count(jobs, 'this_month'),
      successRateToday: numberField(jobs, 'success_rate_today'),
    },
    toolsThisMonth: arrayField(body, 'tools_this_month').map((row) => ({
      tool: stringField(row, 'tool') ?? '',
      label: stringField(row, 'label') ?? stringField(row, 'tool') ?? '',
      jobs: count(row, 'jobs'),
    })),
    creditsSpent: arrayField(body, 'credits_spent').map((row) => ({
      period: stringField(row, 'period', 'label') ?? '',
      credits: numberField(row, 'credits', 'value') ?? 0,
    })),
    revenueThisMonth: arrayField(body, 'revenue_this_month').map((row) => ({
      amount: count(row, 'amount'),
      currency: stringField(row, 'currency') ?? '',
      formatted: stringField(row, 'formatted') ?? '',
    })),
    storageBytes: numberField(body, 'storage_bytes') ?? count(body, 'storage_gb') * 1e9,
    storageGb: count(body, 'storage_gb'),
    recentSignups: arrayField(body, 'recent_signups').map((row) => ({
      id: stringField(row, 'id') ?? String(numberField(row, 'id') ?? ''),
      name: stringField(row, 'name') ?? '',
      email: stringField(row, 'email') ?? '',
      createdAt: stringField(row, 'created_at'),
    })),
  };
}

export function createAdminJobsApi(ctx: HttpContext): AdminJobsApi {
  const oneJob = (body: unknown) => {
    const job = readJobRecord(objectField(body, 'data'), ctx.baseUrl);
    if (!job) throw malformedResponse(body, 'The server sent no job.');
    return job;
  };
  return {
    jobs: {
      list: async (query, options) =>
        readPage(
          await requestJson(ctx, operations['admin.jobs.list'], { ...options, searchParams: jobListParams(query) }),
          (value) => readJobRecord(value, ctx.baseUrl),
        ),
      cancel: async (id, options) =>
        oneJob(await requestJson(ctx, operations['admin.jobs.cancel'], { ...options, params: { taskId: id } })),
      retry: async (id, options) =>
        oneJob(await requestJson(ctx, operations['admin.jobs.retry'], { ...options, params: { taskId: id } })),
    },
    dashboard: async (options) => readAdminDashboard(await requestJson(ctx, operations['admin.dashboard'], options)),
  };
}
