export { TestCheckout, type TestCheckoutProps } from './TestCheckout';
