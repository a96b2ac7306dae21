export { isMissingClientError, MissingClientError } from './missingClient';
export {
  MediakitProvider,
  missingClientMessage,
  useMediakitClient,
  useProvidedMediakitClient,
  type MediakitProviderProps,
} from './MediakitProvider';
