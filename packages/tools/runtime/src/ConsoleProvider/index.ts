export {
  MediakitConsoleProvider,
  missingConsoleClientMessage,
  useConsoleClient,
  type MediakitConsoleProviderProps,
} from './MediakitConsoleProvider';
export { useRemoteData, type RemoteData, type RemoteDataResult } from './useRemoteData';
export {
  ConsoleBoundary,
  consoleBoundaryMessages,
  withConsoleBoundary,
  type ConsoleBoundaryMessages,
  type ConsoleBoundaryProps,
} from './ConsoleBoundary';
