export * from './JobList';
export {
  canCancel,
  canRetry,
  useJobList,
  type JobListScope,
  type UseJobListOptions,
  type UseJobListResult,
} from './useJobList';
export { jobListMessages, jobStateWords, type JobListMessages } from './messages';
export * from './AdminDashboard';
export {
  dashboardErrorText,
  useAdminDashboard,
  type UseAdminDashboardOptions,
  type UseAdminDashboardResult,
} from './useAdminDashboard';
export { adminDashboardMessages, type AdminDashboardMessages } from './dashboardMessages';
