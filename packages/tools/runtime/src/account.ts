// `@mediakit/tool-runtime/account`: the top bar's credits menu. A separate entry with its own CSS: in the main entry,
// its styles (and ui's Popover, Dialog and Meter) went into every tool's bundle, since a bundler keeps the CSS of
// modules whose JS it drops. The sign-in, sign-up and password-reset forms are in `@mediakit/tool-account/sign-in`.

// Credits
export {
  CreditsMenu,
  creditsMenuMessages,
  topUpAmounts,
  useCreditsCheckout,
  type CreditsMenuMessages,
  type CreditsMenuProps,
  type CheckoutState,
} from './CreditsMenu';
