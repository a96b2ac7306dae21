import { withToolBoundary } from '@mediakit/tool-runtime';
import { StabilityEditTool as StabilityEditToolView, type StabilityEditToolProps } from './StabilityEditTool';
import { stabilityEditMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const StabilityEditTool = /* @__PURE__ */ withToolBoundary(StabilityEditToolView, stabilityEditMessages.title);
export type { StabilityEditToolProps };
export { useStabilityEdit, type StabilityEditResult, type UseStabilityEditOptions } from './useStabilityEdit';
export type { OutputFormat, StabilityEditValues } from './stabilityEditForm';
export { stabilityEditMessages, type StabilityEditMessages } from './messages';
