import { isApiError, type ApiErrorReason } from '@mediakit/api-client';
import { formatMessage } from '@mediakit/tool-runtime';
import type { ImageStudioMessages } from './messages';

// The failures the client reports in the spec's words, and the message key that lets a partner reword each.
const reasonKeys: Partial<Record<ApiErrorReason, keyof ImageStudioMessages>> = {
  'job-failed': 'processingFailed',
  'status-check-failed': 'statusFailed',
  'no-output': 'noOutput',
  'missing-task-id': 'taskIdMissing',
  unauthenticated: 'unauthenticated',
  network: 'network',
  timeout: 'timedOut',
};

/** What to tell the user about a failed enhance or transform, in the tool's (overridable) words. */
export function studioFailureMessage(error: unknown, messages: ImageStudioMessages): string {
  if (!isApiError(error)) return messages.processingFailed;
  if (error.kind === 'insufficient-credits' && error.credits) {
    return formatMessage(messages.notEnoughCredits, { ...error.credits });
  }
  const key = reasonKeys[error.reason];
  if (key) return messages[key];
  // Only the start call can end this way (polling retries bad answers): whatever came back, it held no task id.
  if (error.kind === 'malformed-response') return messages.taskIdMissing;
  if (error.reason === 'invalid-input' && !error.serverMessage) return messages.invalidInput;
  if (error.kind === 'http' && error.status !== undefined && !error.serverMessage) {
    return formatMessage(messages.requestFailed, { status: error.status });
  }
  return error.message || messages.processingFailed;
}
