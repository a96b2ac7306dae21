export { OcrTool, type OcrToolProps } from './OcrTool';
export { useOcr, type OcrToolResult, type UseOcrOptions } from './useOcr';
export { ocrMessages, type OcrMessages } from './messages';
