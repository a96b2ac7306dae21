export { AdminJobs, Projects, type JobListProps } from './JobList';
