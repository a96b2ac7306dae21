import { withToolBoundary } from '@mediakit/tool-runtime';
import { ProductVideoTool as ProductVideoToolView, type ProductVideoToolProps } from './ProductVideoTool';
import { productVideoMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const ProductVideoTool = /* @__PURE__ */ withToolBoundary(ProductVideoToolView, productVideoMessages.title);
export type { ProductVideoToolProps };
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
