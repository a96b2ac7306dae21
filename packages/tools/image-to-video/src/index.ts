import { withToolBoundary } from '@mediakit/tool-runtime';
import { ImageToVideoTool as ImageToVideoToolView, type ImageToVideoToolProps } from './ImageToVideoTool';
import { imageToVideoMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const ImageToVideoTool = /* @__PURE__ */ withToolBoundary(ImageToVideoToolView, imageToVideoMessages.title);
export type { ImageToVideoToolProps };
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
