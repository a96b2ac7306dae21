export { useToolJob, type ToolJobPhase, type ToolJobState, type UseToolJobOptions } from './useToolJob';
export { chargeOptimistically, type ChargeableBalance, type OptimisticCharge } from './optimisticCharge';
export { useOneShotRequest, type OneShotRun, type UseOneShotRequestOptions } from './useOneShotRequest';
export {
  useResultDelivery,
  type DeliveredResult,
  type ResultDeliveryProps,
  type UseResultDeliveryOptions,
} from './useResultDelivery';
export type { OneShotPhase } from './oneShotPhase';
