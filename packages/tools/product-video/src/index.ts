export * from './ProductVideoTool';
export {
  useProductVideo,
  type ProductVideoPhase,
  type ProductVideoResult,
  type ProductVideoState,
  type UseProductVideoOptions,
} from './useProductVideo';
export {
  aspectRatios,
  clampToRange,
  durationRange,
  fpsRange,
  initialProductVideoValues,
  productMotions,
  productResolutions,
  styleModels,
  toProductVideoInput,
  validateProductVideo,
  type AspectRatio,
  type ProductMotion,
  type ProductResolution,
  type ProductVideoDefaults,
  type ProductVideoValues,
  type StyleModel,
} from './productVideoForm';
export { productVideoMessages, type ProductVideoMessages } from './messages';
