export {
  MediakitProvider,
  missingClientMessage,
  useMediakitClient,
  useProvidedMediakitClient,
  type MediakitProviderProps,
} from './MediakitProvider';
