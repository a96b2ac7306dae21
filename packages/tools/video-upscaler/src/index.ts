export { VideoUpscalerTool, type VideoUpscalerToolProps } from './VideoUpscalerTool';
export { useVideoUpscaler, type UseVideoUpscalerOptions, type VideoUpscalerResult } from './useVideoUpscaler';
export type { VideoUpscalerDefaults, VideoUpscalerValues } from './upscaleForm';
export { videoUpscalerMessages, type VideoUpscalerMessages } from './messages';
