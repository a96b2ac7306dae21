import { withConsoleBoundary } from '@mediakit/console-kit';
import {
  AccountSettings as AccountSettingsView,
  AccountSubscription as AccountSubscriptionView,
} from './AccountSettings';
import { accountMessages } from './messages';

/** The screen inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const AccountSettings = /* @__PURE__ */ withConsoleBoundary(AccountSettingsView, accountMessages.title);
export const AccountSubscription = /* @__PURE__ */ withConsoleBoundary(
  AccountSubscriptionView,
  accountMessages.subscriptionHeading,
);
export type { AccountSettingsProps, AccountSubscriptionProps } from './AccountSettings';
export type { ActionState } from './actionRun';
export {
  useAccount,
  type PasswordInput,
  type PictureKind,
  type ProfileFields,
  type UseAccountOptions,
  type UseAccountResult,
} from './useAccount';
export { useSubscription, type UseSubscriptionOptions, type UseSubscriptionResult } from './useSubscription';
export { accountMessages, type AccountMessages } from './messages';
