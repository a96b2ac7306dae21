import { isApiError, type ApiErrorReason, type PlanLimit } from '@mediakit/api-client';
import { formatMessage } from '@mediakit/tool-runtime';
import type { ImageGeneratorMessages } from './messages';

// The failures the client reports in this tool's catalogue words, replaced by the partner's overrides when given.
const reasonKeys: Partial<Record<ApiErrorReason, keyof ImageGeneratorMessages>> = {
  'job-timeout': 'timedOut',
  'job-failed': 'generationFailed',
  'status-check-failed': 'pollingError',
  'no-output': 'missingSavedUrl',
  'missing-task-id': 'missingTaskId',
  network: 'networkError',
};

/** Section 8's 403: the plan message listing the allowed resolutions, then the server's upgrade hint. */
export function planLimitMessage(limit: PlanLimit, text: ImageGeneratorMessages): string {
  const allowed = limit.allowedResolutions.length ? limit.allowedResolutions.join(', ') : text.planLimitNone;
  const sentence = limit.plan
    ? formatMessage(text.planLimit, { plan: limit.plan, allowed })
    : formatMessage(text.planLimitUnknownPlan, { allowed });
  return limit.upgradeHint ? `${sentence} ${limit.upgradeHint}` : sentence;
}

/** The user-facing text of a failure of the classic call or the mystic job. */
export function imageFailureMessage(error: unknown, text: ImageGeneratorMessages): string {
  if (!isApiError(error) || !error.message.trim()) return text.generationFailed;
  if (error.kind === 'unauthenticated') return text.unauthenticated;
  if (error.kind === 'forbidden' && error.planLimit) return planLimitMessage(error.planLimit, text);
  if (error.kind === 'insufficient-credits' && error.credits) {
    return formatMessage(text.creditsShort, { required: error.credits.required, have: error.credits.have });
  }
  if (error.reason === 'invalid-input' && !error.serverMessage) return text.invalidInput;
  const key = reasonKeys[error.reason];
  return key ? text[key] : error.message;
}
