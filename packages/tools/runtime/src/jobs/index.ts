export { useToolJob, type ToolJobPhase, type ToolJobState, type UseToolJobOptions } from './useToolJob';
export { chargeOptimistically, type ChargeableBalance, type OptimisticCharge } from './optimisticCharge';
