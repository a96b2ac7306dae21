import { withToolBoundary } from '@mediakit/tool-runtime';
import { VideoUpscalerTool as VideoUpscalerToolView, type VideoUpscalerToolProps } from './VideoUpscalerTool';
import { videoUpscalerMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const VideoUpscalerTool = /* @__PURE__ */ withToolBoundary(VideoUpscalerToolView, videoUpscalerMessages.title);
export type { VideoUpscalerToolProps };
export { useVideoUpscaler, type UseVideoUpscalerOptions, type VideoUpscalerResult } from './useVideoUpscaler';
export type { VideoUpscalerDefaults, VideoUpscalerValues } from './upscaleForm';
export { videoUpscalerMessages, type VideoUpscalerMessages } from './messages';
