import { withToolBoundary } from '@mediakit/tool-runtime';
import { NoMaskEditTool as NoMaskEditToolView, type NoMaskEditToolProps } from './NoMaskEditTool';
import { noMaskEditMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const NoMaskEditTool = /* @__PURE__ */ withToolBoundary(NoMaskEditToolView, noMaskEditMessages.title);
export type { NoMaskEditToolProps };
export { useNoMaskEdit, type NoMaskEditToolResult, type UseNoMaskEditOptions } from './useNoMaskEdit';
export type { NoMaskEditSize, NoMaskEditValues } from './noMaskEditForm';
export { noMaskEditMessages, type NoMaskEditMessages } from './messages';
