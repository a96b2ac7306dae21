import { withToolBoundary } from '@mediakit/tool-runtime';
import { ImageEditorTool as ImageEditorToolView, type ImageEditorToolProps } from './ImageEditorTool';
import { imageEditorMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const ImageEditorTool = /* @__PURE__ */ withToolBoundary(ImageEditorToolView, imageEditorMessages.title);
export type { ImageEditorToolProps };
export { useImageEditor, type ImageEditorResult, type UseImageEditorOptions } from './useImageEditor';
export type { ImageEditSize, ImageEditorValues } from './imageEditorForm';
export { imageEditorMessages, type ImageEditorMessages } from './messages';
