import { withToolBoundary } from '@mediakit/tool-runtime';
import { BackgroundComposer as BackgroundComposerView, type BackgroundComposerProps } from './BackgroundComposer';
import { backgroundComposerMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const BackgroundComposer = /* @__PURE__ */ withToolBoundary(
  BackgroundComposerView,
  backgroundComposerMessages.title,
);
export type { BackgroundComposerProps };
export {
  useBackgroundComposer,
  type BackgroundComposerResult,
  type UseBackgroundComposerOptions,
} from './useBackgroundComposer';
export type { BackgroundFit, BackgroundSource, ComposerMode, ComposerValues } from './composerState';
export { backgroundComposerMessages, type BackgroundComposerMessages } from './messages';
