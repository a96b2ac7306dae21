export * from './AdminBilling';
export { useAdminBilling, type AdminBillingState, type UseAdminBillingOptions } from './useAdminBilling';
export { formatMoney, formatTokens, loadFailureMessage, periodLabel, tokenChartData } from './billingFigures';
export {
  adminBillingMessages,
  mergeAdminBillingMessages,
  type AdminBillingMessages,
  type AdminBillingMessagesOverride,
} from './messages';
