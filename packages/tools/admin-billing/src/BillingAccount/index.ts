export * from './BillingAccount';
