import { withConsoleBoundary } from '@mediakit/console-kit';
import { AdminJobs as AdminJobsView, Projects as ProjectsView } from './JobList';
import { jobListMessages } from './messages';

/** The lists inside their error boundary: a missing client or a crash shows a message in the screen's box. */
export const AdminJobs = /* @__PURE__ */ withConsoleBoundary(AdminJobsView, jobListMessages.adminTitle);
export const Projects = /* @__PURE__ */ withConsoleBoundary(ProjectsView, jobListMessages.projectsTitle);
export type { JobListProps } from './JobList';
export { useJobList, type JobListScope, type UseJobListOptions, type UseJobListResult } from './useJobList';
export { jobListMessages, jobStateWords, type JobListMessages } from './messages';
export { AdminDashboard, type AdminDashboardProps } from './AdminDashboard';
export { useAdminDashboard, type UseAdminDashboardOptions, type UseAdminDashboardResult } from './useAdminDashboard';
export { adminDashboardMessages, type AdminDashboardMessages } from './dashboardMessages';
