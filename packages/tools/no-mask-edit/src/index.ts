export * from './NoMaskEditTool';
export {
  useNoMaskEdit,
  noMaskEditCost,
  noMaskEditFailureMessage,
  type NoMaskEditToolResult,
  type UseNoMaskEditOptions,
} from './useNoMaskEdit';
export {
  noMaskEditReducer,
  initialNoMaskEditState,
  clampVariations,
  checkImage,
  validateNoMaskEdit,
  visibleFieldErrors,
  canSubmit,
  noMaskEditSizes,
  maxImageBytes,
  acceptedImageTypes,
  defaultNoMaskEditValues,
  type NoMaskEditSize,
  type NoMaskEditValues,
  type NoMaskEditState,
  type NoMaskEditPhase,
  type NoMaskEditFieldErrors,
} from './noMaskEditState';
export { noMaskEditMessages, type NoMaskEditMessages } from './messages';
