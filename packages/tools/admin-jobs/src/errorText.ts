import { isApiError } from '@mediakit/api-client';
import { fill, type JobListMessages } from './messages';

/** The screen's words for a failed call, chosen by the error's reason (never by the server's English). */
export function errorText(error: unknown, text: JobListMessages): string {
  if (!isApiError(error)) return text.failed;
  switch (error.reason) {
    case 'unauthenticated':
      return text.unauthenticated;
    case 'forbidden':
    case 'plan-limit':
      return text.forbidden;
    case 'network':
    case 'timeout':
      return text.network;
    case 'server-error':
      return text.serverError;
    case 'insufficient-credits':
      return fill(text.notEnoughCredits, {
        required: error.credits?.required ?? '?',
        have: error.credits?.have ?? '?',
      });
    case 'invalid-input':
      // e.g. 'Only a failed job can be retried.'
      return error.serverMessage ?? text.failed;
    default:
      return error.status === 404 ? text.notFound : text.failed;
  }
}
