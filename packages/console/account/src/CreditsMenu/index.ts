export { CreditsMenu, type CreditsMenuProps } from './CreditsMenu';
export { creditsMenuMessages, topUpAmounts, type CreditsMenuMessages } from './creditsMenuMessages';
export { useCreditsCheckout, type CheckoutState } from './useCreditsCheckout';
