// `@mediakit/api-client/costs`: the spec's cost estimates, pure functions kept out of the client's own bundle.
export {
  estimateEnhanceCost,
  estimateTransformCost,
  featureCost,
  featureCosts,
  scaleCost,
  scaleCosts,
  type CostFeature,
  type CostScale,
} from './featureCosts';
export { estimateVideoCost, videoResolutionSurcharges } from './videoCost';
export { operationCost, type OperationCostInputs, type PaidOperation } from './operationCosts';
