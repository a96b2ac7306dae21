export { CostBadge, costBadgeMessages, type CostBadgeMessages, type CostBadgeProps } from './CostBadge';
