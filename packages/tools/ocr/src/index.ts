export * from './OcrTool';
export { useOcr, ocrCost, type OcrController, type OcrToolResult, type UseOcrOptions } from './useOcr';
export { ocrReducer, initialOcrState, isJpegOrPng, type OcrPhase, type OcrState } from './ocrState';
export { readingOrder, readingOrderLines, textInReadingOrder } from './readingOrder';
export {
  wordSelectionReducer,
  emptyWordSelection,
  positionAfterKey,
  type WordPlacement,
  type WordSelection,
  type WordSelectionAction,
} from './wordSelection';
export { WordBoxes, type WordBoxesProps } from './WordBoxes';
export { ocrMessages, type OcrMessages } from './messages';
