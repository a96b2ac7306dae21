import { withConsoleBoundary } from '@mediakit/console-kit';
import { AccountSettings as AccountSettingsView } from './AccountSettings';
import { accountMessages } from './messages';

/** The screen inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const AccountSettings = /* @__PURE__ */ withConsoleBoundary(AccountSettingsView, accountMessages.title);
export type { AccountSettingsProps } from './AccountSettings';
export {
  useAccount,
  type ActionState,
  type PasswordInput,
  type PictureKind,
  type ProfileFields,
  type UseAccountOptions,
  type UseAccountResult,
} from './useAccount';
export { accountMessages, type AccountMessages } from './messages';
