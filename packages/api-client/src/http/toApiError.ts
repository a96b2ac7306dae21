import { HTTPError, TimeoutError } from 'ky';
import { ApiError, abortedError, apiErrorMessages, type PlanLimit } from '../errors';
import { arrayField, numberField, stringField } from '../json/fields';
import { readBody } from './readBody';

/** Per-call wording: some screens say 401 differently, and each call has its own fallback. */
export interface ErrorWording {
  unauthenticated?: string;
  fallback?: string;
  /** Sign-in calls: the server's `message` or `error` says why (wrong password is a 401, not an expired session). */
  serverMessageFirst?: boolean;
}

const maxMessageLength = 300;

/** A server message fit to show as text: markup-looking text is dropped, so no HTML page ends up in a toast. */
function serverText(body: unknown, ...keys: string[]): string | undefined {
  const text = stringField(body, ...keys)?.trim();
  if (!text || /<[a-z!/]/i.test(text)) return undefined;
  return text.slice(0, maxMessageLength);
}

function planLimitFrom(body: unknown): PlanLimit | undefined {
  const allowed = [...arrayField(body, 'allowed_resolutions'), ...arrayField(body, 'allowed')].filter(
    (value): value is string => typeof value === 'string',
  );
  if (!allowed.length) return undefined;
  return {
    allowedResolutions: allowed,
    requested: stringField(body, 'requested', 'requested_resolution', 'resolution'),
    plan: stringField(body, 'plan'),
    upgradeHint: serverText(body, 'upgrade_hint'),
  };
}

function planLimitMessage({ allowedResolutions, plan, upgradeHint }: PlanLimit): string {
  const allows = `${plan ? `Your ${plan} plan` : 'Your plan'} allows ${allowedResolutions.join(', ')}.`;
  return upgradeHint ? `${allows} ${upgradeHint}` : allows;
}

/** Maps an HTTP error answer to the spec's error catalogue. */
export function apiErrorFromResponse(status: number, body: unknown, wording: ErrorWording = {}): ApiError {
  if (wording.serverMessageFirst && status !== 402 && status !== 403) {
    const kind = status === 401 ? 'unauthenticated' : status === 422 ? 'invalid-input' : 'http';
    const message = serverText(body, 'message', 'error') ?? wording.fallback ?? `Request failed (${status})`;
    return new ApiError(kind, message, { status, body });
  }
  if (status === 401) {
    return new ApiError('unauthenticated', wording.unauthenticated ?? apiErrorMessages.unauthenticated, {
      status,
      body,
    });
  }
  if (status === 402) {
    const required = numberField(body, 'required');
    const have = numberField(body, 'have');
    const credits = required !== undefined && have !== undefined ? { required, have } : undefined;
    const message = credits
      ? `Not enough credits. Need ${credits.required}, you have ${credits.have}.`
      : (serverText(body, 'message', 'error') ?? 'Not enough credits.');
    return new ApiError('insufficient-credits', message, { status, body, credits });
  }
  if (status === 403) {
    const planLimit = planLimitFrom(body);
    const message = planLimit
      ? planLimitMessage(planLimit)
      : (serverText(body, 'message', 'error') ?? 'You are not allowed to do this.');
    return new ApiError('forbidden', message, { status, body, planLimit });
  }
  if (status === 422) {
    return new ApiError('invalid-input', serverText(body, 'details', 'error') ?? apiErrorMessages.invalidInput, {
      status,
      body,
    });
  }
  const message = serverText(body, 'message', 'error') ?? wording.fallback ?? `Request failed (${status})`;
  return new ApiError('http', message, { status, body });
}

/** Maps anything ky or fetch throws to an ApiError; never lets a raw exception escape. */
export async function toApiError(error: unknown, wording: ErrorWording = {}): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return abortedError(error);
  if (error instanceof TimeoutError) return new ApiError('timeout', apiErrorMessages.timeout, { cause: error });
  if (error instanceof HTTPError) {
    return apiErrorFromResponse(error.response.status, await readBody(error.response), wording);
  }
  return new ApiError('network', apiErrorMessages.network, { cause: error });
}
