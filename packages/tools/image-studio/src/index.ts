export { ImageStudioTool, type ImageStudioToolProps } from './ImageStudioTool';
export { useImageStudio, type ImageStudioResult, type UseImageStudioOptions } from './useImageStudio';
export type { ImageStudioValues, StudioTab } from './imageStudioForm';
export { imageStudioMessages, type ImageStudioMessages } from './messages';
