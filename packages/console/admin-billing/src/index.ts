import { withConsoleBoundary } from '@mediakit/console-kit';
import { AdminBillingScreen as AdminBillingScreenView } from './AdminBilling';
import { adminBillingMessages } from './messages';

/** The screen inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const AdminBillingScreen = /* @__PURE__ */ withConsoleBoundary(
  AdminBillingScreenView,
  adminBillingMessages.summaryTitle,
);
export {
  AdminInvoices,
  BillingSummary,
  type AdminBillingScreenProps,
  type AdminBillingViewProps,
} from './AdminBilling';
export { useAdminBilling, type AdminBillingState, type UseAdminBillingOptions } from './useAdminBilling';

export { adminBillingMessages, type AdminBillingMessages, type AdminBillingMessagesOverride } from './messages';
export { BillingActions, BillingProfileForm, PaymentCards, type BillingAccountViewProps } from './BillingAccount';
export {
  useBillingAccount,
  type ActionResult,
  type BillingAccountState,
  type Remote,
  type UseBillingAccountOptions,
} from './useBillingAccount';
