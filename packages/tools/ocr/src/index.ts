import { withToolBoundary } from '@mediakit/tool-runtime';
import { OcrTool as OcrToolView, type OcrToolProps } from './OcrTool';
import { ocrMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const OcrTool = /* @__PURE__ */ withToolBoundary(OcrToolView, ocrMessages.title);
export type { OcrToolProps };
export { useOcr, type OcrToolResult, type UseOcrOptions } from './useOcr';
export { ocrMessages, type OcrMessages } from './messages';
