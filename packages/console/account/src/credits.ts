// `@mediakit/tool-account/credits-menu`: the top bar's credits menu and its top-ups, on the main MediakitClient (the
// balance every tool shows; a top-up opens the payment engine's checkout). A separate entry with its own CSS: its
// styles (and ui's Popover, Dialog and Meter) stay out of the account screen's and the public pages' bundles.
export {
  CreditsMenu,
  creditsMenuMessages,
  topUpAmounts,
  useCreditsCheckout,
  type CreditsMenuMessages,
  type CreditsMenuProps,
  type CheckoutState,
} from './CreditsMenu';
