export { ImageToVideoTool, type ImageToVideoToolProps } from './ImageToVideoTool';
export { useImageToVideo, type ImageToVideoResult, type UseImageToVideoOptions } from './useImageToVideo';
export type {
  ImageToVideoDefaults,
  ImageToVideoValues,
  SizePreset,
  SizePresetId,
  VideoDuration,
  VideoResolutionId,
} from './imageToVideoForm';
export { imageToVideoMessages, type ImageToVideoMessages } from './messages';
