export {
  MediakitConsoleProvider,
  missingConsoleClientMessage,
  useConsoleClient,
  type MediakitConsoleProviderProps,
} from './MediakitConsoleProvider';
export { useRemoteData, type RemoteData, type RemoteDataResult } from './useRemoteData';
// console-a: the screen-reader live region console screens announce with (no CSS of its own).
export { LiveRegion, type LiveRegionProps } from '../LiveRegion/LiveRegion';
