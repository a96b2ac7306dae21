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
