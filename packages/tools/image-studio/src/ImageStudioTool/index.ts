export { ImageStudioTool, type ImageStudioToolProps } from './ImageStudioTool';
