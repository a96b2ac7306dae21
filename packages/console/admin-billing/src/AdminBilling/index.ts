export {
  AdminBillingScreen,
  AdminInvoices,
  BillingSummary,
  type AdminBillingScreenProps,
  type AdminBillingViewProps,
} from './AdminBilling';
