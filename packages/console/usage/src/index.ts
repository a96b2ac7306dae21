import { withConsoleBoundary } from '@mediakit/console-kit';
import { UsageDashboard as UsageDashboardView, UsageScreen as UsageScreenView } from './UsageViews';
import { usageMessages } from './messages';

/** The screens inside their error boundary: a missing client or a crash shows a message in the screen's box. */
export const UsageScreen = /* @__PURE__ */ withConsoleBoundary(UsageScreenView, usageMessages.overviewTitle);
export const UsageDashboard = /* @__PURE__ */ withConsoleBoundary(UsageDashboardView, usageMessages.overviewTitle);
export {
  PlanUsage,
  RecentActivity,
  RecentProjects,
  UsageColumns,
  UsageLoadStatus,
  UsageOverview,
  type PlanUsageProps,
  type RecentProjectsProps,
  type UsageColumnsProps,
  type UsageScreenProps,
  type UsageViewProps,
} from './UsageViews';
export { useUsage, type UseUsageOptions, type UsageState } from './useUsage';
export type { StatusTone, UsageData } from './usageFigures';
export { usageMessages, type UsageMessages, type UsageMessagesOverride } from './messages';
