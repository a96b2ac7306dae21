export { MediaLibrary, type MediaLibraryProps } from './MediaLibrary';
export {
  useMediaLibrary,
  type ActionResult,
  type LibraryItem,
  type MediaLibraryController,
  type MediaOutcome,
  type MediaTab,
  type UseMediaLibraryOptions,
} from './useMediaLibrary';
export { mediaLibraryMessages, type MediaLibraryMessages } from './messages';
