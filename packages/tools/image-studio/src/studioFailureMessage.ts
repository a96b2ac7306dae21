import { apiErrorMessages, isApiError } from '@mediakit/api-client';
import { formatMessage } from '@mediakit/tool-runtime';
import { imageStudioMessages, type ImageStudioMessages } from './messages';

// The client's own texts for these failures, and the message key that lets a partner reword each.
const clientTexts: ReadonlyArray<readonly [string, keyof ImageStudioMessages]> = [
  [imageStudioMessages.processingFailed, 'processingFailed'],
  [imageStudioMessages.statusFailed, 'statusFailed'],
  [imageStudioMessages.noOutput, 'noOutput'],
  [apiErrorMessages.unauthenticated, 'unauthenticated'],
  [apiErrorMessages.invalidInput, 'invalidInput'],
  [apiErrorMessages.network, 'network'],
  [apiErrorMessages.timeout, 'timedOut'],
];

/** What to tell the user about a failed enhance or transform, in the tool's (overridable) words. */
export function studioFailureMessage(error: unknown, messages: ImageStudioMessages): string {
  if (!isApiError(error)) return messages.processingFailed;
  if (error.kind === 'insufficient-credits' && error.credits) {
    return formatMessage(messages.notEnoughCredits, { ...error.credits });
  }
  // Only the start call can end this way (polling retries bad answers): whatever came back, it held no task id.
  if (error.kind === 'malformed-response') return messages.taskIdMissing;
  const known = clientTexts.find(([clientText]) => clientText === error.message);
  if (known) return messages[known[1]];
  if (error.kind === 'http' && error.status !== undefined && error.message === `Request failed (${error.status})`) {
    return formatMessage(messages.requestFailed, { status: error.status });
  }
  return error.message || messages.processingFailed;
}
