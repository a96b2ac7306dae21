export { ImageGeneratorTool, type ImageGeneratorToolProps } from './ImageGeneratorTool';
