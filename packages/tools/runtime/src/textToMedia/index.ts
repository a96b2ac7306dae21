export {
  textToMediaReducer,
  initialTextToMediaState,
  hasText,
  canGenerateMedia,
  isTextRequiredShown,
  type TextToMediaState,
  type TextToMediaAction,
} from './textToMediaState';
export { textToMediaFailureMessage, type TextToMediaFailureTexts } from './textToMediaFailureMessage';
export { useTextToMedia, type UseTextToMediaOptions } from './useTextToMedia';
