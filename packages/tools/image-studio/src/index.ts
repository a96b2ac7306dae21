import { withToolBoundary } from '@mediakit/tool-runtime';
import { ImageStudioTool as ImageStudioToolView, type ImageStudioToolProps } from './ImageStudioTool';
import { imageStudioMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const ImageStudioTool = /* @__PURE__ */ withToolBoundary(ImageStudioToolView, imageStudioMessages.title);
export type { ImageStudioToolProps };
export { useImageStudio, type ImageStudioResult, type UseImageStudioOptions } from './useImageStudio';
export type { ImageStudioValues, StudioTab } from './imageStudioForm';
export { imageStudioMessages, type ImageStudioMessages } from './messages';
