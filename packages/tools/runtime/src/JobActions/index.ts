export { JobActions, type JobActionsProps } from './JobActions';
