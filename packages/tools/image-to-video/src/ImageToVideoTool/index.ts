export { ImageToVideoTool, type ImageToVideoToolProps } from './ImageToVideoTool';
