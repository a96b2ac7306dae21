export { ProductVideoTool, type ProductVideoToolProps } from './ProductVideoTool';
export { useProductVideo, type ProductVideoResult, type UseProductVideoOptions } from './useProductVideo';
export type {
  AspectRatio,
  ProductMotion,
  ProductResolution,
  ProductVideoDefaults,
  ProductVideoValues,
  StyleModel,
} from './productVideoForm';
export { productVideoMessages, type ProductVideoMessages } from './messages';
