import type { JobListState } from '@mediakit/api-client/console';

/** Every user-facing string of the job lists; pass `messages` to override any of them. */
export const jobListMessages = {
  adminTitle: 'Jobs',
  adminIntro:
    'Every job on the platform, newest first. Cancel one that is still waiting or working, or retry a failed one.',
  projectsTitle: 'Projects',
  projectsIntro: 'Everything you have generated, newest first, with its result.',
  statusFilter: 'Status',
  toolFilter: 'Tool',
  allStatuses: 'All statuses',
  allTools: 'All tools',
  refresh: 'Refresh',
  tableLabel: 'Jobs',
  pagination: 'Pages of jobs',
  columnJob: 'Job',
  columnTool: 'Tool',
  columnType: 'Type',
  columnOwner: 'Owner',
  columnStatus: 'Status',
  columnCost: 'Credits',
  columnCreated: 'Created',
  columnResult: 'Result',
  columnActions: 'Actions',
  openResult: 'Open result',
  openResultOf: 'Open result: {title} (opens in a new tab)',
  noResult: 'No result',
  loading: 'Loading jobs…',
  empty: 'No jobs yet.',
  emptyProjects: 'No projects yet. What you generate with the tools shows up here.',
  emptyFiltered: 'No jobs match these filters.',
  clearFilters: 'Clear filters',
  shownOf: '{from}–{to} of {total}',
  cancel: 'Cancel',
  cancelJob: 'Cancel {title}',
  cancelTitle: 'Cancel “{title}”?',
  cancelConsequence: 'The job stops and its {cost} credits go back to its owner. A cancelled job cannot be resumed.',
  confirmCancel: 'Cancel job',
  cancelling: 'Cancelling…',
  keep: 'Keep it running',
  cancelled: '“{title}” was cancelled; its credits went back.',
  alreadyEnded: '“{title}” had already ended, so nothing was cancelled.',
  retry: 'Retry',
  retryJob: 'Retry {title}',
  retryTitle: 'Retry “{title}”?',
  retryConsequence: 'A new job starts with the same inputs and costs its owner {cost} credits, like any start.',
  confirmRetry: 'Retry job',
  retrying: 'Retrying…',
  dismiss: 'Not now',
  retried: '“{title}” was started again as a new job.',
  notEnoughCredits: 'Its owner does not have enough credits: it needs {required}, they have {have}.',
  retryAgain: 'Retry loading',
  // Failures, by the api-client's error reason.
  unauthenticated: 'Your session has ended. Sign in again to see the jobs.',
  forbidden: 'Only administrators can see everyone’s jobs.',
  network: 'Could not reach the server. Check your connection and try again.',
  serverError: 'The server had a problem. Try again in a moment.',
  notFound: 'That job no longer exists. The list has been refreshed.',
  failed: 'Something went wrong. Try again.',
} as const;

export type JobListMessages = { [Key in keyof typeof jobListMessages]: string };

/** The word for each state. A project that has not ended yet is 'Rendering' (spec: Completed, Rendering, Failed). */
export const jobStateWords: Record<'admin' | 'own', Record<JobListState, string>> = {
  admin: { queued: 'Queued', running: 'Running', succeeded: 'Completed', failed: 'Failed', cancelled: 'Cancelled' },
  own: { queued: 'Rendering', running: 'Rendering', succeeded: 'Completed', failed: 'Failed', cancelled: 'Cancelled' },
};
