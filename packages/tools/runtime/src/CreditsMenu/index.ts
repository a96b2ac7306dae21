export { CreditsMenu, type CreditsMenuProps } from './CreditsMenu';
export { creditsMenuMessages, topUpAmounts, type CreditsMenuMessages } from './creditsMenuMessages';
export { useCreditsTopUp, type TopUpState } from './useCreditsTopUp';
