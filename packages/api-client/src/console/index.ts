// The resources of the app's own pages (media library, usage, billing, admin): see `createMediakitConsoleClient`.
export { createMediakitConsoleClient, type MediakitConsoleClient } from './consoleClient';
export type { MediakitConnectionOptions } from '../http/httpContext';
export type { Page, PageQuery } from '../json/readPage';
export type { MediaApi, MediaItem, MediaQuery, MediaType } from '../media/mediaApi';
export type { ActivityItem, DashboardSummary, Meter, UsageApi, UsageSummary } from '../usage/usageApi';
// tool-usage
export {
  meterPercent,
  type ActivityStatus,
  type ProjectStatus,
  type ProjectType,
  type RecentProject,
} from '../usage/usageApi';
export type { Invoice, InvoiceStatus } from '../billing/invoices';
export type { BillingApi, InvoiceQuery, InvoicePage } from '../billing/billingApi';
export type {
  BillingAccountApi,
  BillingMoney,
  BillingOverview,
  BillingPlan,
  BillingProfile,
  CsvFile,
  PaymentCard,
  TestCardPayment,
  TestCheckoutSession,
} from '../billing/billingAccount';
export type { CheckoutStart } from '../billing/checkout';
export type {
  AdminUser,
  AdminUserInput,
  AdminUserQuery,
  AdminUserRole,
  AdminUserSortField,
  AdminUserStatus,
} from '../admin/adminUsers';
export type { AdminApi, AdminBillingSummary, CsvExport } from '../admin/adminApi';
export type { ApiKey, ApiKeysApi, CreatedApiKey } from '../apiKeys/apiKeysApi';
// console-c: job lists (the user's and the admin's) and the admin dashboard
export {
  jobListStates,
  jobToolLabels,
  type JobListQuery,
  type JobListState,
  type JobListTool,
  type JobRecord,
  type JobsApi,
} from '../jobs/jobList';
export type { AdminDashboard, AdminJobsApi } from '../admin/adminJobs';
// console-c: the account screen
export type {
  AccountApi,
  AccountProfile,
  AccountProfileChanges,
  ActivityEntry,
  ActivityKind,
  NotificationSettings,
} from '../user/accountApi';
export { csvCell, usersCsv, usersCsvColumns, type UsersCsvRow } from '../admin/usersCsv';
// console-b (tool-media-library)
export type { AdminMediaItem, MediaOwner } from '../admin/adminMedia';
export { mediaFileName } from '../media/mediaApi';
export { downloadFailedMessage, type DownloadOutcome } from '../download/downloadApi';
// integrations: outgoing webhooks
export {
  webhookEvents,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryOutcome,
  type WebhookEvent,
  type WebhooksApi,
} from '../integrations/webhooksApi';
// host-bell: the notifications bell and the admin's development outbox
export {
  notificationKinds,
  type AppNotification,
  type NotificationKind,
  type NotificationPage,
  type NotificationQuery,
  type NotificationsApi,
} from '../notifications/notificationsApi';
export type { AdminOutboxApi, OutboxAttachment, OutboxEmail, OutboxQuery } from '../admin/adminOutbox';
