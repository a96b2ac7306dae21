export {
  MediakitConsoleProvider,
  missingConsoleClientMessage,
  useConsoleClient,
  type MediakitConsoleProviderProps,
} from './MediakitConsoleProvider';
export { useRemoteData, type RemoteData, type RemoteDataResult } from './useRemoteData';
export { useUnmountSignal, type UnmountCall } from './useUnmountSignal';
// The changes console lists make to a row, and creating something whose secret is shown once.
export { useRowActions } from './useRowActions';
export { useSecretCreation, type SecretCreationView } from './useSecretCreation';
// `{name}` placeholders in a screen's messages, and a partner's overrides of them.
export { formatMessage } from '../hooks/useToolMessages';
export { mergeConsoleMessages, type ConsoleMessagesOverride } from './consoleMessages';
export {
  ConsoleBoundary,
  consoleBoundaryMessages,
  withConsoleBoundary,
  type ConsoleBoundaryMessages,
  type ConsoleBoundaryProps,
} from './ConsoleBoundary';
// console-a: the screen-reader live region console screens announce with (no CSS of its own).
export { LiveRegion, type LiveRegionProps } from '../LiveRegion/LiveRegion';
// The console screens' reason-to-message rule (their views and styles: `@mediakit/tool-runtime/console-views`).
export {
  consoleErrorMessage,
  consoleReasonMessage,
  type ConsoleErrorMessages,
  type ConsoleReasonMessages,
} from './consoleErrorMessage';
// The top bar's live balance for console screens (their figures agree with it), and their storage figures' units.
export { useProvidedCredits } from '../credits/useProvidedCredits';
export { formatStorage } from './formatStorage';
