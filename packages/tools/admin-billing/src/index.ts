export * from './AdminBilling';
export { useAdminBilling, type AdminBillingState, type UseAdminBillingOptions } from './useAdminBilling';
export { formatMoney, formatTokens, loadFailureMessage, periodLabel, tokenChartData } from './billingFigures';
export {
  adminBillingMessages,
  mergeAdminBillingMessages,
  type AdminBillingMessages,
  type AdminBillingMessagesOverride,
} from './messages';
export * from './BillingAccount';
export {
  useBillingAccount,
  actionFailureMessage,
  type ActionResult,
  type BillingAccountState,
  type Remote,
  type UseBillingAccountOptions,
} from './useBillingAccount';
export { expiryState, luhnValid, validateCard, type CardErrors, type CardForm } from './cardValidation';
