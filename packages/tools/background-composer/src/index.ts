import { withToolBoundary } from '@mediakit/tool-runtime';
import {
  BackgroundComposerTool as BackgroundComposerToolView,
  type BackgroundComposerToolProps,
} from './BackgroundComposerTool';
import { backgroundComposerMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const BackgroundComposerTool = /* @__PURE__ */ withToolBoundary(
  BackgroundComposerToolView,
  backgroundComposerMessages.title,
);
export type { BackgroundComposerToolProps };
export {
  useBackgroundComposer,
  type BackgroundComposerResult,
  type UseBackgroundComposerOptions,
} from './useBackgroundComposer';
export type { BackgroundFit, BackgroundSource, ComposerMode, ComposerValues } from './composerState';
export { backgroundComposerMessages, type BackgroundComposerMessages } from './messages';
