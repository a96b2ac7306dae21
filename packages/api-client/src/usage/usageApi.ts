import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField, numberField, objectField, stringField } from '../json/fields';
import { idOf } from '../json/readPage';
import { consoleOperations as operations } from '../operations/consoleOperations';

export interface Meter {
  used: number;
  total: number;
}

export interface UsageSummary {
  plan: string | undefined;
  renewsAt: string | undefined;
  credits: Meter;
  storageGb: Meter;
  renders: Meter;
  apiMinutes: Meter;
  /** Credits spent per period, oldest first. */
  history: { period: string; credits: number }[];
}

export interface ActivityItem {
  id: string;
  model: string;
  status: string;
  tokens: number;
  time: string | undefined;
}

export interface DashboardSummary {
  projects: number;
  renders: number;
  credits: number;
  /** Percent, e.g. 99.9. */
  uptime: number;
  recentActivity: ActivityItem[];
}

export interface UsageApi {
  /** GET /api/v1/usage: plan meters and history. */
  summary(options?: RequestOptions): Promise<UsageSummary>;
  /** GET /api/v1/dashboard: stat tiles and recent activity. */
  dashboard(options?: RequestOptions): Promise<DashboardSummary>;
}

function meter(body: unknown, key: string): Meter {
  const value = objectField(body, key);
  return { used: numberField(value, 'used') ?? 0, total: numberField(value, 'total') ?? 0 };
}

export function createUsageApi(ctx: HttpContext): UsageApi {
  return {
    async summary(options) {
      const body = await requestJson(ctx, operations['usage.summary'], options);
      return {
        plan: stringField(body, 'plan'),
        renewsAt: stringField(body, 'renews_at'),
        credits: meter(body, 'credits'),
        storageGb: meter(body, 'storage_gb'),
        renders: meter(body, 'renders'),
        apiMinutes: meter(body, 'api_minutes'),
        history: arrayField(body, 'history').map((point) => ({
          period: stringField(point, 'period') ?? '',
          credits: numberField(point, 'credits') ?? 0,
        })),
      };
    },
    async dashboard(options) {
      const body = await requestJson(ctx, operations['usage.dashboard'], options);
      return {
        projects: numberField(body, 'projects') ?? 0,
        renders: numberField(body, 'renders') ?? 0,
        credits: numberField(body, 'credits') ?? 0,
        uptime: numberField(body, 'uptime') ?? 0,
        recentActivity: arrayField(body, 'recent_activity').flatMap((item) => {
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
        }),
      };
    },
  };
}
