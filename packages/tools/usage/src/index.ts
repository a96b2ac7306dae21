export * from './UsageViews';
export { useUsage, type UseUsageOptions, type UsageState } from './useUsage';
export {
  creditsChartData,
  formatTime,
  loadFailureMessage,
  periodLabel,
  statusTone,
  type StatusTone,
  type UsageData,
} from './usageFigures';
export { mergeUsageMessages, usageMessages, type UsageMessages, type UsageMessagesOverride } from './messages';
