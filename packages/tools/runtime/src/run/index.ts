export { hasEnded, isBusyPhase, type ToolPhase } from './toolPhase';
export type { Cancellation } from './toolPhase';
export { polledJob } from './polledJob';
export { statusText, type StatusWording } from './statusText';
export { type DeliveredResult, type ResultDeliveryProps } from './resultDelivery';
export {
  createToolRun,
  type PolledJob,
  type RunCredits,
  type RunOrigin,
  type RunUpdate,
  type ToolRunOptions,
  type ToolRunSnapshot,
  type ToolRunState,
  type ToolRunStore,
} from './toolRunStore';
export { chargeOptimistically, type ChargeableBalance, type OptimisticCharge } from './optimisticCharge';
export { clearResumableTask, loadResumableTask, saveResumableTask, type ResumableTask } from './resumableTask';
export { useTool, type FieldProps, type Tool } from './useTool';
export { defineTool, type ToolDefinition, type Wording } from './toolDefinition';
