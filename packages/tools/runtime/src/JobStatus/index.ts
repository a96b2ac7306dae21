export { JobStatus, jobStatusMessages, type JobStatusMessages, type JobStatusProps } from './JobStatus';
