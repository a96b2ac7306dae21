import { HTTPError, TimeoutError } from 'ky';
import {
  ApiError,
  abortedError,
  apiErrorMessages,
  catalogueError,
  isAbortError,
  type ApiErrorKind,
  type ApiErrorOptions,
} from '../errors';
import { arrayField, numberField, stringField } from '../json/fields';

/** Per-call wording: some screens say 401 differently, and each call has its own fallback. */
export interface ErrorWording {
  unauthenticated?: string;
  fallback?: string;
  /** Sign-in calls: the server's `message` or `error` says why (wrong password is a 401, not an expired session). */
  serverMessageFirst?: boolean;
}

/** A server message fit to show as text: markup-looking text is dropped, so no HTML page ends up in a toast. */
function serverText(body: unknown, ...keys: string[]): string | undefined {
  const text = stringField(body, ...keys)?.trim();
  return !text || /<[a-z!/]/i.test(text) ? undefined : text.slice(0, 300);
}

const kinds: Record<number, ApiErrorKind> = {
  401: 'unauthenticated',
  402: 'insufficient-credits',
  403: 'forbidden',
  422: 'invalid-input',
};

/** Maps an HTTP error answer to the spec's error catalogue. */
export function apiErrorFromResponse(status: number, body: unknown, wording: ErrorWording = {}): ApiError {
  let server = serverText(body, 'message', 'error');
  const details: ApiErrorOptions = { status, body };
  let message: string | undefined;
  if (wording.serverMessageFirst && status !== 402 && status !== 403) message = server ?? wording.fallback;
  else if (status === 401) message = wording.unauthenticated ?? apiErrorMessages.unauthenticated;
  else if (status === 402) {
    const required = numberField(body, 'required');
    const have = numberField(body, 'have');
    if (required !== undefined && have !== undefined) {
      details.credits = { required, have };
      message = `Not enough credits. Need ${required}, you have ${have}.`;
    } else message = server ?? 'Not enough credits.';
  } else if (status === 403) {
    const allowed = [...arrayField(body, 'allowed_resolutions'), ...arrayField(body, 'allowed')].filter(
      (value): value is string => typeof value === 'string',
    );
    message = server ?? 'You are not allowed to do this.';
    if (allowed.length) {
      const plan = stringField(body, 'plan');
      const upgradeHint = serverText(body, 'upgrade_hint');
      details.planLimit = {
        allowedResolutions: allowed,
        requested: stringField(body, 'requested', 'requested_resolution', 'resolution'),
        plan,
        upgradeHint,
      };
      details.reason = 'plan-limit';
      message = `Your ${plan ? `${plan} ` : ''}plan allows ${allowed.join(', ')}.${upgradeHint ? ` ${upgradeHint}` : ''}`;
    }
  } else if (status === 422) {
    server = serverText(body, 'details', 'error');
    message = server ?? apiErrorMessages.invalidInput;
  } else message = server ?? wording.fallback;
  details.serverMessage = server;
  return new ApiError(kinds[status] ?? 'http', message ?? `Request failed (${status})`, details);
}

/** Maps anything ky or fetch throws to an ApiError; never lets a raw exception escape. */
export async function toApiError(error: unknown, wording: ErrorWording = {}): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isAbortError(error)) return abortedError(error);
  // ky has already read the error answer's body (capped and time-limited) into `data`.
  if (error instanceof HTTPError) return apiErrorFromResponse(error.response.status, error.data, wording);
  return catalogueError(error instanceof TimeoutError ? 'timeout' : 'network', { cause: error });
}
