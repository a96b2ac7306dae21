export * from './BackgroundComposer';
export {
  useBackgroundComposer,
  backgroundRemovalCost,
  type BackgroundComposerController,
  type BackgroundComposerResult,
  type UseBackgroundComposerOptions,
} from './useBackgroundComposer';
export {
  composerReducer,
  initialComposerState,
  sanitizeComposerValues,
  validateComposition,
  removalInputOf,
  defaultComposerValues,
  canvasSizeRange,
  paddingRange,
  defaultBackgroundColor,
  type BackgroundFit,
  type BackgroundSource,
  type ComposerMode,
  type ComposerPhase,
  type ComposerState,
  type ComposerValues,
} from './composerState';
export {
  compositionLayout,
  backgroundRect,
  subjectRect,
  type CompositionLayout,
  type CompositionLayoutInput,
  type Rect,
  type Size,
} from './compositionLayout';
export { AlignmentPicker, alignAfterKey, type AlignmentPickerProps } from './AlignmentPicker';
export { CompositionPreview, type CompositionPreviewProps } from './CompositionPreview';
export { backgroundComposerMessages, type BackgroundComposerMessages } from './messages';
