export {
  MediakitProvider,
  missingClientMessage,
  useMediakitClient,
  type MediakitProviderProps,
} from './MediakitProvider';
