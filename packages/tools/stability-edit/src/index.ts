export { StabilityEditTool, type StabilityEditToolProps } from './StabilityEditTool';
export { useStabilityEdit, type StabilityEditResult, type UseStabilityEditOptions } from './useStabilityEdit';
export type { OutputFormat, StabilityEditValues } from './stabilityEditForm';
export { stabilityEditMessages, type StabilityEditMessages } from './messages';
