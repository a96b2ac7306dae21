export {
  MediakitProvider,
  isMissingClientError,
  missingClientMessage,
  MissingClientError,
  useMediakitClient,
  useProvidedMediakitClient,
  type MediakitProviderProps,
} from './MediakitProvider';
