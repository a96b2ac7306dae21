export { ImageEditorTool, type ImageEditorToolProps } from './ImageEditorTool';
