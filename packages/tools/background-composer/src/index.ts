export { BackgroundComposer, type BackgroundComposerProps } from './BackgroundComposer';
export {
  useBackgroundComposer,
  type BackgroundComposerResult,
  type UseBackgroundComposerOptions,
} from './useBackgroundComposer';
export type { BackgroundFit, BackgroundSource, ComposerMode, ComposerValues } from './composerState';
export { backgroundComposerMessages, type BackgroundComposerMessages } from './messages';
