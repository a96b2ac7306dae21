import { mergeConsoleMessages, type ConsoleMessagesOverride } from '@mediakit/console-kit';
import type { ApiErrorReason } from '@mediakit/api-client';

/** Every text of the usage views, for translation; status and type words are the spec's. */
export const usageMessages = {
  overviewTitle: 'Usage overview',
  tiles: { projects: 'Projects', renders: 'Renders', credits: 'Credits', uptime: 'Uptime' },
  uptimeHelp: 'Share of your jobs that succeeded in the last 30 days.',
  /** The Uptime tile without any job ended in the last 30 days: nothing to measure. */
  uptimeNone: '—',
  uptimeNoneHelp: 'No jobs ended in the last 30 days.',
  chartTitle: 'Credits used',
  chartPeriod: 'Month',
  chartEmpty: 'No credits used in the last 12 months.',
  planTitle: 'Your Plan & Usage',
  plan: (plan: string) => `Plan: ${plan}`,
  renews: (date: string) => `Renews on ${date}`,
  noRenewal: 'No renewal date',
  meters: {
    credits: 'Credits used this month',
    storage: 'Storage',
    renders: 'Renders this month',
    apiMinutes: 'API minutes',
  },
  /** e.g. '47 of 2,000 (2%)'. */
  meterValue: (used: string, total: string, percent: number) => `${used} of ${total} (${percent}%)`,
  /** The sizes come with their units, e.g. '35.2 MB of 50 GB (0%)'. */
  storageValue: (used: string, total: string, percent: number) => `${used} of ${total} (${percent}%)`,
  managePlan: 'Manage plan',
  viewUsage: 'View detailed usage',
  activityTitle: 'Recent Activity',
  /** Names the activity table (and its scrollable region). */
  activityTable: 'Latest jobs, newest first',
  activityColumns: { model: 'Model', status: 'Status', credits: 'Credits', time: 'Time' },
  activityEmpty: 'No activity yet. Jobs you start appear here.',
  activityStatus: { Completed: 'Completed', Running: 'Running', Queued: 'Queued', Failed: 'Failed' } as Record<
    string,
    string
  >,
  projectsTitle: 'Recent Projects',
  projectsEmpty: 'No projects yet. What you generate appears here.',
  projectType: { Images: 'Images', Video: 'Video', Audio: 'Audio', Avatar: 'Avatar' } as Record<string, string>,
  projectStatus: { Completed: 'Completed', Rendering: 'Rendering', Failed: 'Failed' } as Record<string, string>,
  openResult: 'Open result',
  /** The link's accessible name, e.g. 'Open result: Sunset'. */
  openResultOf: (title: string) => `Open result: ${title}`,
  viewAllProjects: 'View all',
  loading: 'Loading usage…',
  retry: 'Retry',
  /** Keyed by `ApiError.reason`; `default` for any other failure. */
  loadFailed: {
    unauthenticated: 'Unauthenticated',
    forbidden: 'You do not have access to this account’s usage.',
    'server-error': 'The server could not load your usage. Try again in a minute.',
    network: 'No connection to the server. Check your network and try again.',
    timeout: 'The server took too long to answer. Try again.',
    default: 'Your usage could not be loaded. Try again.',
  } as Partial<Record<ApiErrorReason, string>> & { default: string },
};

export type UsageMessages = typeof usageMessages;

/** The messages with a partner's overrides applied, one level deep. */
export const mergeUsageMessages = (overrides: UsageMessagesOverride | undefined): UsageMessages =>
  mergeConsoleMessages(usageMessages, overrides);

export type UsageMessagesOverride = ConsoleMessagesOverride<UsageMessages>;
