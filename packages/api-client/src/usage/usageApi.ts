import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField, numberField, objectField, stringField } from '../json/fields';
import { idOf } from '../json/readPage';
import { consoleOperations as operations } from '../operations/consoleOperations';
import { resolveMediaUrl } from '../urls/safeUrl';

export interface Meter {
  used: number;
  total: number;
  /** Percent of `total` used, rounded (the server's figure, else computed the same way), 0..100. */
  percent: number;
}

/** A job as the activity table shows it: Completed, Running, Queued or Failed. */
export type ActivityStatus = 'Completed' | 'Running' | 'Queued' | 'Failed' | (string & {});

export interface ActivityItem {
  id: string;
  model: string;
  status: ActivityStatus;
  tokens: number;
  time: string | undefined;
}

/** A project's kind as the spec lists them. */
export type ProjectType = 'Images' | 'Video' | 'Audio' | 'Avatar' | (string & {});
/** Completed, Rendering (not ended yet) or Failed. */
export type ProjectStatus = 'Completed' | 'Rendering' | 'Failed' | (string & {});

export interface RecentProject {
  id: string;
  title: string;
  type: ProjectType;
  /** The tool that made it, e.g. 'imageToVideo'. */
  tool: string | undefined;
  time: string | undefined;
  status: ProjectStatus;
  /** The result (its first output), http(s) only; none while rendering or after a failure. */
  link: string | undefined;
}

export interface UsageSummary {
  /** The plan's id, e.g. 'pro'. */
  plan: string | undefined;
  /** The plan's name to show, e.g. 'Pro'. */
  planLabel: string | undefined;
  renewsAt: string | undefined;
  /** This month's credits spent (job charges less refunds, from the ledger) of the cap. */
  credits: Meter;
  /** The library's size in bytes of the plan's storage (show it in units that fit: MB under a GB). */
  storage: Meter;
  /** The same in decimal gigabytes (older servers send only this). */
  storageGb: Meter;
  renders: Meter;
  apiMinutes: Meter;
  /** Credits spent per period, oldest first. */
  history: { period: string; credits: number }[];
  recentActivity: ActivityItem[];
  recentProjects: RecentProject[];
}

export interface DashboardSummary {
  projects: number;
  renders: number;
  credits: number;
  /** Percent of the jobs that ended in the last 30 days that succeeded, e.g. 99.9; undefined when none ended. */
  uptime: number | undefined;
  /** This month's credits spent of the cap (credit_cap, else the plan's credits per month, else 100). */
  creditsMeter: Meter | undefined;
  recentActivity: ActivityItem[];
  recentProjects: RecentProject[];
}

export interface UsageApi {
  /** GET /api/v1/usage: plan meters, history, recent activity and projects. */
  summary(options?: RequestOptions): Promise<UsageSummary>;
  /** GET /api/v1/dashboard: stat tiles, recent activity and projects. */
  dashboard(options?: RequestOptions): Promise<DashboardSummary>;
}

/** Percent of `total` that `used` is, rounded and clamped to 0..100 (0 without a total). */
export function meterPercent(used: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((used / total) * 100)));
}

function readMeter(value: unknown): Meter {
  const used = numberField(value, 'used') ?? 0;
  const total = numberField(value, 'total') ?? 0;
  const percent = numberField(value, 'percent');
  return {
    used,
    total,
    percent: percent === undefined ? meterPercent(used, total) : Math.min(100, Math.max(0, percent)),
  };
}

const meter = (body: unknown, key: string) => readMeter(objectField(body, key));

/** The storage meter in bytes: `storage` (used_bytes, total_bytes), else `storage_gb` in decimal gigabytes. */
function storageMeter(body: unknown): Meter {
  const bytes = objectField(body, 'storage');
  const used = numberField(bytes, 'used_bytes');
  const total = numberField(bytes, 'total_bytes');
  if (used !== undefined && total !== undefined)
    return readMeter({ used, total, percent: numberField(bytes, 'percent') });
  const gb = meter(body, 'storage_gb');
  return { used: gb.used * 1e9, total: gb.total * 1e9, percent: gb.percent };
}

function readActivity(body: unknown): ActivityItem[] {
  return arrayField(body, 'recent_activity').flatMap((item) => {
    const id = idOf(item);
    if (!id) return [];
    return [
      {
        id,
        model: stringField(item, 'model') ?? '',
        status: stringField(item, 'status') ?? '',
        tokens: numberField(item, 'tokens') ?? 0,
        time: stringField(item, 'time'),
      },
    ];
  });
}

function readProjects(body: unknown, baseUrl: string): RecentProject[] {
  return arrayField(body, 'recent_projects').flatMap((item) => {
    const id = idOf(item);
    if (!id) return [];
    return [
      {
        id,
        title: stringField(item, 'title') ?? '',
        type: stringField(item, 'type') ?? 'Images',
        tool: stringField(item, 'tool'),
        time: stringField(item, 'time'),
        status: stringField(item, 'status') ?? 'Rendering',
        link: resolveMediaUrl(stringField(item, 'link'), baseUrl),
      },
    ];
  });
}

export function createUsageApi(ctx: HttpContext): UsageApi {
  return {
    async summary(options) {
      const body = await requestJson(ctx, operations['usage.summary'], options);
      return {
        plan: stringField(body, 'plan'),
        planLabel: stringField(body, 'plan_label'),
        renewsAt: stringField(body, 'renews_at'),
        credits: meter(body, 'credits'),
        storage: storageMeter(body),
        storageGb: meter(body, 'storage_gb'),
        renders: meter(body, 'renders'),
        apiMinutes: meter(body, 'api_minutes'),
        history: arrayField(body, 'history').map((point) => ({
          period: stringField(point, 'period') ?? '',
          credits: numberField(point, 'credits') ?? 0,
        })),
        recentActivity: readActivity(body),
        recentProjects: readProjects(body, ctx.baseUrl),
      };
    },
    async dashboard(options) {
      const body = await requestJson(ctx, operations['usage.dashboard'], options);
      const creditsMeter = objectField(body, 'credits_meter');
      return {
        projects: numberField(body, 'projects') ?? 0,
        renders: numberField(body, 'renders') ?? 0,
        credits: numberField(body, 'credits') ?? 0,
        uptime: numberField(body, 'uptime'),
        creditsMeter: creditsMeter ? readMeter(creditsMeter) : undefined,
        recentActivity: readActivity(body),
        recentProjects: readProjects(body, ctx.baseUrl),
      };
    },
  };
}
