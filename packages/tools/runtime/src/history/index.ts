export {
  addToMediaHistory,
  readMediaHistory,
  useMediaHistory,
  type MediaHistoryItem,
  type UseMediaHistoryOptions,
} from './mediaHistory';
