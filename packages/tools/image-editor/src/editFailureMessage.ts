import { apiErrorMessages, isApiError } from '@mediakit/api-client';
import { formatMessage } from '@mediakit/tool-runtime';
import { imageEditorMessages, type ImageEditorMessages } from './messages';

// The client reports a COMPLETED answer without a url this way; the editor's spec calls that an unexpected response.
const completedWithoutUrl = 'No output received.';

/** What to tell the user about a failed edit, in the tool's (overridable) words. */
export function editFailureMessage(error: unknown, messages: ImageEditorMessages): string {
  if (!isApiError(error)) return messages.editFailed;
  switch (error.kind) {
    case 'unauthenticated':
      return messages.unauthenticated;
    case 'insufficient-credits':
      return error.credits ? formatMessage(messages.notEnoughCredits, { ...error.credits }) : error.message;
    case 'network':
      return messages.network;
    case 'timeout':
      return messages.timedOut;
    case 'job-failed':
      return error.message === completedWithoutUrl ? messages.unexpectedResponse : messages.processingFailed;
    case 'malformed-response':
      return messages.unexpectedResponse;
    case 'invalid-input':
      return error.message === apiErrorMessages.invalidInput ? messages.invalidInput : error.message;
    default:
      // A server message says more than the fallback; the client's own fallback is replaced by the partner's.
      return !error.message || error.message === imageEditorMessages.editFailed ? messages.editFailed : error.message;
  }
}
