import { createAdminApi, type AdminApi } from '../admin/adminApi';
import { createApiKeysApi, type ApiKeysApi } from '../apiKeys/apiKeysApi';
import type { DownloadDeps } from '../download/downloadApi';
import { saveBlobWithLink } from '../download/saveBlob';
import { createBillingApi, type BillingApi } from '../billing/billingApi';
import { createJobsApi, type JobsApi } from '../jobs/jobList';
import { createAccountApi, type AccountApi } from '../user/accountApi';
import { createHttpContext, type HttpContext, type MediakitConnectionOptions } from '../http/httpContext';
import { createMediaApi, type MediaApi } from '../media/mediaApi';
import { createUsageApi, type UsageApi } from '../usage/usageApi';
import { createWebhooksApi, type WebhooksApi } from '../integrations/webhooksApi';
import { createNotificationsApi, type NotificationsApi } from '../notifications/notificationsApi';

/**
 * The resources of the app's own pages around the tools: the media library, the dashboard and usage, invoices, and the
 * admin console with its API keys. No tool uses them, so they live outside the main entry: a partner embedding one tool
 * does not ship them.
 */
export interface MediakitConsoleClient {
  media: MediaApi;
  usage: UsageApi;
  billing: BillingApi;
  admin: AdminApi;
  apiKeys: ApiKeysApi;
  /** The signed-in user's jobs with their outputs (console-c). */
  jobs: JobsApi;
  /** The signed-in account's profile, pictures, password, activity and deletion (console-c). */
  account: AccountApi;
  /** The signed-in account's integrations: outgoing webhooks signed with HMAC (integrations). */
  integrations: { webhooks: WebhooksApi };
  /** The top bar's bell: the user's notifications (a job ended, credits running low), unread count, mark read. */
  notifications: NotificationsApi;
}

/** Every console resource on one context; the fake shares its context with the main client's resources. */
export function createConsoleResources(
  ctx: HttpContext,
  downloads: DownloadDeps = { saveBlob: saveBlobWithLink },
): MediakitConsoleClient {
  return {
    media: createMediaApi(ctx, downloads),
    usage: createUsageApi(ctx),
    billing: createBillingApi(ctx),
    admin: createAdminApi(ctx),
    apiKeys: createApiKeysApi(ctx),
    jobs: createJobsApi(ctx),
    account: createAccountApi(ctx),
    integrations: { webhooks: createWebhooksApi(ctx) },
    notifications: createNotificationsApi(ctx),
  };
}

/**
 * Creates the console client, e.g. `createMediakitConsoleClient({ baseUrl: 'https://api.example.com' })`. Give it the
 * options of `createMediakitClient` (the same token store in particular) and both clients act as one session.
 */
export function createMediakitConsoleClient(
  options: MediakitConnectionOptions & Partial<DownloadDeps>,
): MediakitConsoleClient {
  const { saveBlob = saveBlobWithLink, openInNewTab } = options;
  return createConsoleResources(createHttpContext(options), { saveBlob, openInNewTab });
}
