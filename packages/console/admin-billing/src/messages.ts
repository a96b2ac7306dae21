import { mergeConsoleMessages, type ConsoleMessagesOverride } from '@mediakit/console-kit';
import type { ApiErrorReason } from '@mediakit/api-client';
import { testModeNotice } from '@mediakit/api-client/plans';

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
  statuses: { Paid: 'Paid', Pending: 'Pending', Refunded: 'Refunded' } as Record<string, string>,
  /** An invoice of the test engine (or Stripe's test mode): no real money moved. */
  testPayment: 'Test payment',
  refund: 'Refund',
  refundOf: (id: string) => `Refund invoice ${id}`,
  refunded: (id: string) =>
    `The refund of ${id} was sent to the payment engine; its credits are taken back when it confirms.`,
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
  /** An action the server refused: its own message (e.g. a declined card) is shown when it sends one. */
  actionFailed: {
    unauthenticated: 'Your session has ended. Sign in again.',
    forbidden: 'You are not allowed to change billing.',
    'not-found': 'That no longer exists. Reload the page.',
    'server-error': 'The server could not do that. Try again in a minute.',
    network: 'No connection to the server. Check your network and try again.',
    timeout: 'The server took too long to answer. Try again.',
    default: 'That did not work. Try again.',
  } as Partial<Record<ApiErrorReason | 'not-found', string>> & { default: string },

  cardsTitle: 'Payment cards',
  cardsEmpty: 'No payment card yet. One is kept when you pay for a plan, or add one with Manage cards.',
  cardsKept:
    'Cards are kept by the payment engine, never here: add, remove or choose the default on its page. Only the brand, last 4 digits and expiry are shown.',
  cardLabel: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  cardExpires: (expiry: string) => `Expires ${expiry}`,
  defaultBadge: 'Default',
  manageCards: 'Manage cards',
  openingPortal: 'Opening the payment portal…',
  cancel: 'Cancel',
  close: 'Close',
  updatePayment: 'Update Payment',
  testMode: testModeNotice,

  profileTitle: 'Billing profile',
  companyLabel: 'Company',
  taxIdLabel: 'Tax ID',
  billingEmailLabel: 'Billing email',
  addressLabel: 'Address',
  saveChanges: 'Save Changes',
  savingChanges: 'Saving…',
  profileSaved: 'Billing profile saved.',
  billingEmailInvalid: 'The billing email must be a valid email address.',

  actionsTitle: 'Plan and statement',
  planSummary: (plan: string, seats: number) => `${plan} plan, ${seats} ${seats === 1 ? 'seat' : 'seats'}`,
  pendingSummary: (amount: string) => `Pending: ${amount}`,
  downloadStatement: 'Download Statement',
  changePlan: 'Change Plan',
  changePlanTitle: 'Change plan',
  changePlanNote:
    "You pay for the plan (or confirm the change) on the payment engine's page; the plan and its monthly credits change once it is paid.",
  planLabel: 'Plan',
  planOption: (label: string, price: string, credits: string) => `${label} — ${price}/month, ${credits} credits`,
  confirmPlan: 'Continue to payment',
  samePlan: 'Choose a plan other than your current one.',
  planCheckout: (plan: string) => `Opening the payment page for ${plan}…`,
  cancelled: 'cancelled: moves to the free plan at the end of the period',
  exportCsv: 'Export CSV',
  exported: (fileName: string) => `${fileName} downloaded.`,
  sendToEmail: 'Send to Email',
  statementSent: 'The statement was sent.',
  working: 'Working…',
};

export type AdminBillingMessages = typeof adminBillingMessages;

export type AdminBillingMessagesOverride = ConsoleMessagesOverride<AdminBillingMessages>;

/** The messages with a partner's overrides applied, one level deep. */
export const mergeAdminBillingMessages = (overrides: AdminBillingMessagesOverride | undefined): AdminBillingMessages =>
  mergeConsoleMessages(adminBillingMessages, overrides);
