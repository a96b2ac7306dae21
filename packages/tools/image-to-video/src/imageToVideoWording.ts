import { formatMessage, type FailureWording, type StatusWording } from '@mediakit/tool-runtime';
import type { ImageToVideoMessages } from './messages';

/** The spec's progress texts by the server's status word (its current_status before status, as the client reads it). */
export const videoStatusWording: StatusWording<ImageToVideoMessages> = {
  waiting: 'statusWaiting',
  statuses: {
    IN_PROGRESS: 'statusInProgress',
    PENDING: 'statusPending',
    QUEUED: 'statusQueued',
    PROCESSING: 'statusProcessing',
    RENDERING: 'statusRendering',
  },
  otherwise: 'server-word',
  succeeded: 'succeeded',
};

/**
 * The catalogue's own texts for "not logged in", credits, plan, network and timeout; the status checks' 'Error
 * checking video status'; everything else is 'Error generating video: {details}'.
 */
export const videoFailureWording = (text: ImageToVideoMessages): FailureWording<ImageToVideoMessages> => ({
  fallback: 'generateFailedPlain',
  reasons: {
    // A start answer without a task id shows the status the server sent, else the tool's 'Task ID not returned'.
    'missing-task-id': (error) =>
      formatMessage(text.generateFailed, { details: error.serverMessage ?? text.missingTaskId }),
    unauthenticated: 'client-message',
    'insufficient-credits': 'client-message',
    'plan-limit': 'client-message',
    forbidden: 'client-message',
    network: 'client-message',
    timeout: 'client-message',
    'status-check-failed': 'statusCheckFailed',
    'job-timeout': 'statusCheckFailed',
  },
  otherwise: 'generateFailed',
});
