export { ImageGenerator, type ImageGeneratorProps } from './ImageGenerator';
