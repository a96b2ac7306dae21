import { isApiError } from '@mediakit/api-client';
import { formatMessage } from '@mediakit/tool-runtime';
import type { ImageEditorMessages } from './messages';

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
      // A COMPLETED answer without a url: the editor's spec calls that an unexpected response.
      return error.reason === 'no-output' ? messages.unexpectedResponse : messages.processingFailed;
    case 'malformed-response':
      return messages.unexpectedResponse;
    case 'invalid-input':
      return error.serverMessage ? error.message : messages.invalidInput;
    default: {
      // A server message says more than the fallback; the client's own fallback is replaced by the partner's.
      const clientFallback =
        !error.serverMessage && (error.reason === 'server-error' || error.reason === 'request-failed');
      return !error.message || clientFallback ? messages.editFailed : error.message;
    }
  }
}
