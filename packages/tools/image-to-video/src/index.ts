export * from './ImageToVideoTool';
export {
  useImageToVideo,
  imageToVideoToolKey,
  type ImageToVideoResult,
  type ImageToVideoState,
  type UseImageToVideoOptions,
} from './useImageToVideo';
export {
  frameFileProblem,
  initialImageToVideoValues,
  maxFrameBytes,
  normalizeDuration,
  sizePresets,
  toImageToVideoInput,
  validateImageToVideo,
  videoDurations,
  videoResolutions,
  type ImageToVideoDefaults,
  type ImageToVideoErrors,
  type ImageToVideoValues,
  type SizePreset,
  type SizePresetId,
  type VideoDuration,
  type VideoResolutionId,
} from './imageToVideoForm';
export { videoStatusText } from './videoStatusText';
export { imageToVideoMessages, type ImageToVideoMessages } from './messages';
