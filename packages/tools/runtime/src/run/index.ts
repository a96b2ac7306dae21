export { hasEnded, isBusyPhase, type ToolPhase } from './toolPhase';
export {
  useToolRun,
  type Cancellation,
  type PolledJob,
  type RunOrigin,
  type RunUpdate,
  type ToolRun,
  type ToolRunState,
  type UseToolRunOptions,
} from './useToolRun';
export { polledJob } from './polledJob';
export { statusText, type StatusWording } from './statusText';
export { type DeliveredResult, type ResultDeliveryProps } from './resultDelivery';
export {
  createToolRun,
  type RunCredits,
  type ToolRunOptions,
  type ToolRunSnapshot,
  type ToolRunStore,
} from './toolRunStore';
export { chargeOptimistically, type ChargeableBalance, type OptimisticCharge } from './optimisticCharge';
export { clearResumableTask, loadResumableTask, saveResumableTask, type ResumableTask } from './resumableTask';
export { useTool, type FieldProps, type Tool } from './useTool';
export { defineTool, type ToolDefinition, type Wording } from './toolDefinition';
export {
  useToolRunFor,
  useToolSetup,
  type ToolRunWording,
  type ToolSetup,
  type UseToolSetupOptions,
} from './toolSetup';
