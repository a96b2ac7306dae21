export {
  PlanUsage,
  RecentActivity,
  RecentProjects,
  UsageDashboard,
  UsageLoadStatus,
  UsageOverview,
  UsageScreen,
  type PlanUsageProps,
  type RecentProjectsProps,
  type UsageScreenProps,
  type UsageViewProps,
} from './UsageViews';
