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
  /** An action the server refused: its own message (e.g. a declined card) is shown when it sends one. */
  actionFailed: {
    unauthenticated: 'Your session has ended. Sign in again.',
    forbidden: 'You are not allowed to change billing.',
    'not-found': 'That card no longer exists. The list has been refreshed.',
    'server-error': 'The server could not do that. Try again in a minute.',
    network: 'No connection to the server. Check your network and try again.',
    timeout: 'The server took too long to answer. Try again.',
    default: 'That did not work. Try again.',
  } as Partial<Record<ApiErrorReason | 'not-found', string>> & { default: string },

  cardsTitle: 'Payment cards',
  cardsEmpty: 'No payment card yet. Add one to pay invoices and upgrades.',
  cardLabel: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  cardExpires: (expiry: string) => `Expires ${expiry}`,
  defaultBadge: 'Default',
  makeDefault: 'Make Default',
  // The visible 'Make Default' leads the name (axe: label-content-name-mismatch).
  makeDefaultOf: (card: string) => `Make Default: ${card}`,
  remove: 'Remove',
  removeOf: (card: string) => `Remove ${card}`,
  addCard: 'Add Card',
  addCardTitle: 'Add a payment card',
  holderLabel: 'Card holder',
  numberLabel: 'Card number',
  expiryLabel: 'Expiry (MM/YY)',
  cvcLabel: 'CVC',
  makeDefaultLabel: 'Make this the default card',
  cardKeptNote:
    'Only the brand, the last 4 digits and the expiry are kept; the number and CVC go to the payment provider.',
  saveCard: 'Save Card',
  savingCard: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  removeTitle: (card: string) => `Remove ${card}?`,
  removeConsequence: 'Invoices and upgrades can no longer be paid with this card.',
  removing: 'Removing…',
  cardErrors: {
    holder: "Enter the card holder's name.",
    number: 'The card number is not valid.',
    expiryFormat: 'Enter the expiry as MM/YY.',
    expired: 'The card has expired.',
    cvc: 'The CVC must be 3 or 4 digits.',
  },
  cardAdded: (card: string) => `${card} added.`,
  cardRemoved: (card: string) => `${card} removed.`,
  cardMadeDefault: (card: string) => `${card} is now the default card.`,
  // Update Payment: which saved card pays, and a renewed card's new expiry.
  updatePayment: 'Update Payment',
  updatePaymentTitle: 'Update payment',
  payingCardLabel: 'Card that pays invoices and upgrades',
  payingCardOption: (card: string, expiry: string) => `${card}, expires ${expiry}`,
  newExpiryLabel: 'Expiry of this card (MM/YY)',
  updatePaymentNote: 'A renewed card keeps its number: enter its new expiry. A new card: use Add Card.',
  savePayment: 'Save Payment',
  paymentUnchanged: 'Nothing to update: choose another card or enter its new expiry.',
  paymentUpdated: (card: string, expiry: string) => `Payments now go to ${card}, expiring ${expiry}.`,

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
  planLabel: 'Plan',
  planOption: (label: string, price: string, credits: string) => `${label} — ${price}/month, ${credits} credits`,
  confirmPlan: 'Change Plan',
  planChanged: (plan: string) => `You are now on the ${plan} plan.`,
  addSeats: 'Add Seats',
  addSeatsTitle: 'Add seats',
  seatsLabel: 'Seats to add',
  seatsInvalid: 'Enter a whole number of seats from 1 to 100.',
  confirmSeats: 'Add Seats',
  seatsAdded: (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'} added.`,
  payEarly: 'Pay Early',
  paidEarly: 'What was pending is paid.',
  exportCsv: 'Export CSV',
  exported: (fileName: string) => `${fileName} downloaded.`,
  sendToEmail: 'Send to Email',
  statementSent: 'The statement was sent.',
  working: 'Working…',
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
