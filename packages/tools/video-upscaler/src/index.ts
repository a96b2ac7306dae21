export * from './VideoUpscalerTool';
export {
  useVideoUpscaler,
  upscaleStatusText,
  videoUpscalerToolKey,
  type UseVideoUpscalerOptions,
  type VideoUpscalerResult,
  type VideoUpscalerState,
} from './useVideoUpscaler';
export {
  initialUpscalerValues,
  toUpscaleInput,
  upscaleTarget,
  validateUpscale,
  type VideoUpscalerDefaults,
  type VideoUpscalerValues,
} from './upscaleForm';
export { videoUpscalerMessages, type VideoUpscalerMessages } from './messages';
