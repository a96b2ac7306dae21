export { VideoUpscalerTool, type VideoUpscalerToolProps } from './VideoUpscalerTool';
