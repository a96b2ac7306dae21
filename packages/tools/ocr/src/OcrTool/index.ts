export { OcrTool, type OcrToolProps } from './OcrTool';
