export * from './ImageEditorTool';
export {
  useImageEditor,
  imageEditorFormReducer,
  imageEditorToolKey,
  type ImageEditorResult,
  type UseImageEditorOptions,
  type UseImageEditorResult,
} from './useImageEditor';
export {
  clampStrength,
  defaultImageEditorValues,
  imageEditSizes,
  imageEditorMaxBytes,
  initialImageEditorValues,
  validateImageEditor,
  type ImageEditSize,
  type ImageEditorErrors,
  type ImageEditorValues,
} from './imageEditorForm';
export { editFailureMessage } from './editFailureMessage';
export { imageEditorMessages, type ImageEditorMessages } from './messages';
