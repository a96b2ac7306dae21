export {
  MediakitConsoleProvider,
  missingConsoleClientMessage,
  useConsoleClient,
  type MediakitConsoleProviderProps,
} from './MediakitConsoleProvider';
export { useRemoteData, type RemoteData, type RemoteDataResult } from './useRemoteData';
