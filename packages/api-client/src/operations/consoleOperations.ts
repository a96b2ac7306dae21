import type { OperationContract } from './operationContract';

/** The console client's operations (media library, invoices, usage, admin, API keys). */
export const consoleOperations = {
  'media.list': { method: 'GET', path: '/api/v1/media', body: 'none' },
  'media.delete': { method: 'DELETE', path: '/api/v1/media/{id}', body: 'none' },
  'billing.invoices': { method: 'GET', path: '/api/v1/invoices', body: 'none' },
  'usage.summary': { method: 'GET', path: '/api/v1/usage', body: 'none' },
  'usage.dashboard': { method: 'GET', path: '/api/v1/dashboard', body: 'none' },
  'admin.users.list': { method: 'GET', path: '/api/v1/admin/users', body: 'none' },
  'admin.users.create': { method: 'POST', path: '/api/v1/admin/users', body: 'json' },
  'admin.users.update': { method: 'PATCH', path: '/api/v1/admin/users/{id}', body: 'json' },
  'admin.users.delete': { method: 'DELETE', path: '/api/v1/admin/users/{id}', body: 'none' },
  'admin.users.exportCsv': { method: 'GET', path: '/api/v1/admin/users/export', body: 'none' },
  'admin.billing.summary': { method: 'GET', path: '/api/v1/admin/billing/summary', body: 'none' },
  'admin.billing.invoices': { method: 'GET', path: '/api/v1/admin/billing/invoices', body: 'none' },
  'apiKeys.list': { method: 'GET', path: '/api/v1/api-keys', body: 'none' },
  'apiKeys.create': { method: 'POST', path: '/api/v1/api-keys', body: 'json' },
  'apiKeys.revoke': { method: 'DELETE', path: '/api/v1/api-keys/{id}', body: 'none' },
  // console-c (tool-admin-jobs): job lists, admin cancel and retry, the admin dashboard
  'jobs.list': { method: 'GET', path: '/api/v1/jobs', body: 'none' },
  'admin.jobs.list': { method: 'GET', path: '/api/v1/admin/jobs', body: 'none' },
  'admin.jobs.cancel': { method: 'POST', path: '/api/v1/admin/jobs/{taskId}/cancel', body: 'none' },
  'admin.jobs.retry': { method: 'POST', path: '/api/v1/admin/jobs/{taskId}/retry', body: 'none' },
  'admin.dashboard': { method: 'GET', path: '/api/v1/admin/dashboard', body: 'none' },
  // console-c (tool-account): the account's own settings
  'user.uploadCover': { method: 'POST', path: '/api/v1/user/cover', body: 'multipart' },
  'user.changePassword': { method: 'POST', path: '/api/v1/user/password', body: 'json' },
  'user.activity': { method: 'GET', path: '/api/v1/user/activity', body: 'none' },
  'user.deleteAccount': { method: 'DELETE', path: '/api/v1/user', body: 'json' },
  // console-a (tool-invoices)
  'billing.payInvoice': { method: 'POST', path: '/api/v1/invoices/{id}/pay', body: 'none' },
  // console-a (tool-admin-billing): cards, profile, overview and its buttons.
  'billing.overview': { method: 'GET', path: '/api/v1/billing', body: 'none' },
  'billing.plans': { method: 'GET', path: '/api/v1/plans', body: 'none' },
  'billing.emailStatement': { method: 'POST', path: '/api/v1/billing/statement/email', body: 'json' },
  'billing.profile': { method: 'GET', path: '/api/v1/billing/profile', body: 'none' },
  'billing.updateProfile': { method: 'PUT', path: '/api/v1/billing/profile', body: 'json' },
  'billing.cards': { method: 'GET', path: '/api/v1/billing/cards', body: 'none' },
  'billing.portal': { method: 'POST', path: '/api/v1/billing/portal', body: 'json' },
  // The built-in test payment engine's checkout and portal pages (tool-checkout).
  'payments.testCheckout': { method: 'GET', path: '/api/v1/payments/test/checkout/{id}', body: 'none' },
  'payments.confirmTestCheckout': { method: 'POST', path: '/api/v1/payments/test/checkout/{id}/confirm', body: 'json' },
  'payments.addTestCard': { method: 'POST', path: '/api/v1/payments/test/cards', body: 'json' },
  'payments.removeTestCard': { method: 'DELETE', path: '/api/v1/payments/test/cards/{id}', body: 'none' },
  'payments.makeDefaultTestCard': { method: 'POST', path: '/api/v1/payments/test/cards/{id}/default', body: 'none' },
  'admin.users.grantCredits': { method: 'POST', path: '/api/v1/admin/users/{id}/credits', body: 'json' },
  'admin.billing.refund': { method: 'POST', path: '/api/v1/admin/billing/invoices/{id}/refund', body: 'none' },
  'admin.billing.invoicesCsv': { method: 'GET', path: '/api/v1/admin/billing/invoices/export', body: 'none' },
  // console-b (tool-media-library)
  'admin.media.list': { method: 'GET', path: '/api/v1/admin/media', body: 'none' },
  // integrations (#18): outgoing webhooks
  'integrations.webhooks.list': { method: 'GET', path: '/api/v1/webhooks', body: 'none' },
  'integrations.webhooks.create': { method: 'POST', path: '/api/v1/webhooks', body: 'json' },
  'integrations.webhooks.update': { method: 'PATCH', path: '/api/v1/webhooks/{id}', body: 'json' },
  'integrations.webhooks.delete': { method: 'DELETE', path: '/api/v1/webhooks/{id}', body: 'none' },
  'integrations.webhooks.deliveries': { method: 'GET', path: '/api/v1/webhooks/{id}/deliveries', body: 'none' },
  'integrations.webhooks.test': { method: 'POST', path: '/api/v1/webhooks/{id}/test', body: 'none' },
  // host-bell: the top bar's notifications bell and the admin's development outbox
  'notifications.list': { method: 'GET', path: '/api/v1/notifications', body: 'none' },
  'notifications.unreadCount': { method: 'GET', path: '/api/v1/notifications/unread-count', body: 'none' },
  'notifications.markRead': { method: 'POST', path: '/api/v1/notifications/read', body: 'json' },
  'admin.outbox.list': { method: 'GET', path: '/api/v1/admin/outbox', body: 'none' },
} as const satisfies Record<string, OperationContract>;
