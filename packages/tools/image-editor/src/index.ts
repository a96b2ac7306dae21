export { ImageEditorTool, type ImageEditorToolProps } from './ImageEditorTool';
export { useImageEditor, type ImageEditorResult, type UseImageEditorOptions } from './useImageEditor';
export type { ImageEditSize, ImageEditorValues } from './imageEditorForm';
export { imageEditorMessages, type ImageEditorMessages } from './messages';
