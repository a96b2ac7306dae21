import { isApiError } from '@mediakit/api-client';
import type { AccountMessages } from './messages';

/** The screen's words for a failed call, chosen by the error's reason; a 422/413/415 says what the server refused. */
export function errorText(error: unknown, text: AccountMessages): string {
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
    case 'invalid-input':
      return error.serverMessage ?? text.failed;
    default:
      return error.status === 413 || error.status === 415 ? (error.serverMessage ?? text.failed) : text.failed;
  }
}
