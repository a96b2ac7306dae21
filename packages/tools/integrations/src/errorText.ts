import { isApiError } from '@mediakit/api-client';
import type { IntegrationsMessages } from './messages';

/** The screen's words for a failed call, chosen by the error's reason (never by the server's English). */
export function errorText(error: unknown, text: IntegrationsMessages): string {
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
      // A 422 names the field that was refused (e.g. the URL refused as a private address).
      return error.serverMessage ?? text.failed;
    default:
      return error.status === 404 ? text.notFound : text.failed;
  }
}
