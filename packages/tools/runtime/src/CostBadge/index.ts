export { CostBadge, EngineNote, costBadgeMessages, type CostBadgeMessages, type CostBadgeProps } from './CostBadge';
