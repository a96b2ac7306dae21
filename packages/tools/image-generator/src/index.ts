export * from './ImageGenerator';
export {
  imageGeneratorToolKey,
  useImageGenerator,
  type ImageGeneratorResult,
  type ImageGeneratorValues,
  type ResolutionOption,
  type UseImageGeneratorOptions,
  type UseImageGeneratorResult,
} from './useImageGenerator';
export { imageGeneratorMessages, type ImageGeneratorMessages } from './messages';
export {
  defaultImageAspect,
  effectiveResolution,
  engineFor,
  estimateImageCost,
  imageAspects,
  imageResolutions,
  normalizePlan,
  planResolutions,
  type ImageEngine,
  type ImageResolution,
} from './imagePlans';
export {
  promptCharacterLimit,
  validateImageRequest,
  type ImageRequestContext,
  type ImageRequestDraft,
  type ImageValidationIssue,
} from './validateImageRequest';
export { imageFailureMessage, planLimitMessage } from './imageFailureMessage';
export {
  readRecentImages,
  recentImagesLimit,
  recentImagesStorageKey,
  writeRecentImages,
  type RecentImage,
} from './recentImageStore';
export { storedImagePathJson } from './storedImagePathJson';
