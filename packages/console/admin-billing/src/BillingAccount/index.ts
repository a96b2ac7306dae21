export { BillingActions, BillingProfileForm, PaymentCards, type BillingAccountViewProps } from './BillingAccount';
