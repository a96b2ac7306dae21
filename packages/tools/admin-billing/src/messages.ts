import type { ApiErrorReason } from '@mediakit/api-client';

/** Every text of the admin billing views, for translation. */
export const adminBillingMessages = {
  summaryTitle: 'Billing summary',
  tiles: {
    plan: 'Plan',
    tokensUsed: 'Tokens used this month',
    overage: 'Overage rate',
    tax: 'Tax',
    nextInvoice: 'Next invoice',
  },
  /** e.g. '32.4M of 50M'. */
  tokensOf: (used: string, total: string) => `${used} of ${total}`,
  overagePer1k: (amount: string) => `${amount} per 1k tokens`,
  taxRate: (percent: string) => `${percent}%`,
  noPlan: '—',
  chartTitle: 'Token usage, last 12 periods',
  chartPeriod: 'Month',
  chartValue: 'Tokens',
  chartEmpty: 'No tokens used in the last 12 periods.',
  invoicesTitle: 'Invoices',
  invoicesCaption: 'Invoices of every account, newest first',
  columns: { invoice: 'Invoice', date: 'Date', amount: 'Amount', status: 'Status', document: 'Document' },
  statuses: { Paid: 'Paid', Pending: 'Pending' } as Record<string, string>,
  empty: 'No invoices found',
  pdf: 'PDF',
  pdfOf: (id: string) => `PDF of invoice ${id}`,
  noDocument: 'No document',
  pagination: 'Invoice pages',
  loading: 'Loading billing…',
  retry: 'Retry',
  /** Keyed by `ApiError.reason`; `default` for any other failure. */
  loadFailed: {
    unauthenticated: 'Unauthenticated',
    forbidden: 'Only administrators can see billing.',
    'server-error': 'The server could not load billing. Try again in a minute.',
    network: 'No connection to the server. Check your network and try again.',
    timeout: 'The server took too long to answer. Try again.',
    default: 'Billing could not be loaded. Try again.',
  } as Partial<Record<ApiErrorReason, string>> & { default: string },
};

export type AdminBillingMessages = typeof adminBillingMessages;

export type AdminBillingMessagesOverride = {
  [K in keyof AdminBillingMessages]?: AdminBillingMessages[K] extends (...args: never[]) => unknown
    ? AdminBillingMessages[K]
    : AdminBillingMessages[K] extends object
      ? Partial<AdminBillingMessages[K]>
      : AdminBillingMessages[K];
};

/** The messages with a partner's overrides applied, one level deep. */
export function mergeAdminBillingMessages(overrides: AdminBillingMessagesOverride | undefined): AdminBillingMessages {
  if (!overrides) return adminBillingMessages;
  const merged = { ...adminBillingMessages } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const base = merged[key];
    merged[key] =
      value && typeof value === 'object' && base && typeof base === 'object' ? { ...base, ...value } : value;
  }
  return merged as AdminBillingMessages;
}
