export * from './StabilityEditTool';
export {
  useStabilityEdit,
  stabilityEditCost,
  stabilityEditFailureMessage,
  type StabilityEditResult,
  type UseStabilityEditOptions,
} from './useStabilityEdit';
export {
  stabilityEditReducer,
  initialStabilityEditState,
  clampStrength,
  checkImage,
  validateStabilityEdit,
  visibleFieldErrors,
  canSubmit,
  outputFormats,
  defaultStrength,
  maxImageBytes,
  acceptedImageTypes,
  defaultStabilityEditValues,
  type OutputFormat,
  type StabilityEditValues,
  type StabilityEditState,
  type StabilityEditPhase,
  type StabilityEditFieldErrors,
} from './stabilityEditState';
export { stabilityEditMessages, type StabilityEditMessages } from './messages';
