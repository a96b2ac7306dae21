export * from './ImageStudioTool';
export {
  useImageStudio,
  imageStudioFormReducer,
  imageStudioToolKeys,
  type ImageStudioResult,
  type UseImageStudioOptions,
  type UseImageStudioResult,
} from './useImageStudio';
export {
  clampStudioStrength,
  defaultImageStudioValues,
  estimateStudioCost,
  imageStudioMaxBytes,
  initialImageStudioValues,
  studioScales,
  validateImageStudio,
  type ImageStudioErrors,
  type ImageStudioValues,
  type StudioTab,
} from './imageStudioForm';
export { studioFailureMessage } from './studioFailureMessage';
export { imageStudioMessages, type ImageStudioMessages } from './messages';
