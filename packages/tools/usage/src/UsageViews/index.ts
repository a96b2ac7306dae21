export {
  PlanUsage,
  RecentActivity,
  RecentProjects,
  UsageLoadStatus,
  UsageOverview,
  UsageScreen,
  type PlanUsageProps,
  type RecentProjectsProps,
  type UsageScreenProps,
  type UsageViewProps,
} from './UsageViews';
