// `@mediakit/console-kit`: what every console screen is built on (the console client's provider, data loading, row
// changes, errors and their words, the boundary), without CSS of its own. The screens' shared views and styles are
// `@mediakit/console-kit/views`, the confirmation `@mediakit/console-kit/confirm-dialog`, each with its own CSS.

export {
  MediakitConsoleProvider,
  missingConsoleClientMessage,
  useConsoleClient,
  type MediakitConsoleProviderProps,
} from './ConsoleProvider/MediakitConsoleProvider';
export {
  useRemoteData,
  type RemoteData,
  type RemoteDataResult,
  type RemoteLoadView,
} from './ConsoleProvider/useRemoteData';
export { useUnmountSignal, type UnmountCall } from './ConsoleProvider/useUnmountSignal';
// The changes console lists make to a row, and creating something whose secret is shown once.
export { useRowActions } from './ConsoleProvider/useRowActions';
export { useSecretCreation, type SecretCreationView } from './ConsoleProvider/useSecretCreation';
// `{name}` placeholders in a screen's messages, and a partner's overrides of them.
export { formatMessage } from '@mediakit/tool-runtime';
export { mergeConsoleMessages, type ConsoleMessagesOverride } from './ConsoleProvider/consoleMessages';
export {
  ConsoleBoundary,
  consoleBoundaryMessages,
  withConsoleBoundary,
  type ConsoleBoundaryMessages,
  type ConsoleBoundaryProps,
} from './ConsoleProvider/ConsoleBoundary';
// The screen-reader live region console screens announce with (no CSS of its own).
export { LiveRegion, type LiveRegionProps } from './LiveRegion';
// The console screens' reason-to-message rule (their views and styles: `@mediakit/console-kit/views`).
export {
  consoleErrorMessage,
  consoleReasonMessage,
  loadFailureText,
  type ConsoleErrorMessages,
  type ConsoleReasonMessages,
} from './ConsoleProvider/consoleErrorMessage';
// The top bar's live balance for console screens (their figures agree with it), and their storage figures' units.
export { useProvidedCredits } from '@mediakit/tool-runtime';
export { formatStorage } from './ConsoleProvider/formatStorage';
// Dates and numbers in the screen's `locale` prop, else the nearest react-aria `I18nProvider`'s, else the browser's.
export { useConsoleFormat, type ConsoleFormat, type TimeStyle } from './ConsoleProvider/useConsoleFormat';
export { periodChartData, periodLabel } from './ConsoleProvider/periodChart';
