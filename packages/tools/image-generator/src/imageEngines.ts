import type { ClassicImageInput, MediakitClient, MysticInput, PlanLimit, SavedImage } from '@mediakit/api-client';
import {
  formatMessage,
  polledJob,
  type FailureWording,
  type PolledJob,
  type StatusWording,
} from '@mediakit/tool-runtime';
import type { ImageGeneratorMessages } from './messages';

/** Names a running paid-plan job in sessionStorage so a reload resumes polling. */
export const imageGeneratorResumeKey = 'image-generator';

/** What a run sends: the classic call's prompt, size and plan, or the job's, with the resolution. */
export type ImageRequest = ClassicImageInput | MysticInput;

/**
 * The free plan's engine (the spec's "classic" call): one request that answers with the saved image, at the standard
 * size for the aspect.
 */
export function classicImageRequest(
  input: ImageRequest,
  signal: AbortSignal,
  client: MediakitClient,
): Promise<SavedImage> {
  return client.imageGeneration.generate(input, { signal });
}

/**
 * The paid plans' engine (the spec's "Mystic" image): a job at the chosen resolution, polled every 2.5 s (3.5 s while
 * the asset is finalised) for up to 5 minutes, resumed after a reload with its request (to file it in Recent).
 */
export function mysticImageJob(client: MediakitClient): PolledJob<ImageRequest, string, SavedImage> {
  return { ...polledJob<ImageRequest, SavedImage>(imageGeneratorResumeKey, client.mystic), keepsInput: true };
}

export const classicStatusWording: StatusWording<ImageGeneratorMessages> = {
  waiting: 'statusGeneratingClassic',
  succeeded: 'statusSucceeded',
};

export const mysticStatusWording: StatusWording<ImageGeneratorMessages> = {
  starting: 'statusSending',
  waiting: 'statusQueued',
  statuses: { QUEUED: 'statusQueued', CREATED: 'statusQueued', AWAITING_ASSET: 'statusFinalizing' },
  otherwise: 'statusPending',
  succeeded: 'statusSucceeded',
};

/** Section 8's 403: the plan message listing the allowed resolutions, then the server's upgrade hint. */
export function planLimitMessage(limit: PlanLimit, text: ImageGeneratorMessages): string {
  const allowed = limit.allowedResolutions.length ? limit.allowedResolutions.join(', ') : text.planLimitNone;
  const sentence = limit.plan
    ? formatMessage(text.planLimit, { plan: limit.plan, allowed })
    : formatMessage(text.planLimitUnknownPlan, { allowed });
  return limit.upgradeHint ? `${sentence} ${limit.upgradeHint}` : sentence;
}

/** Section 8's catalogue for the classic call and the paid plans' job, in the tool's (overridable) words. */
export const imageFailureWording = (text: ImageGeneratorMessages): FailureWording<ImageGeneratorMessages> => ({
  fallback: 'generationFailed',
  creditsShort: 'creditsShort',
  reasons: {
    unauthenticated: 'unauthenticated',
    'plan-limit': (error) => (error.planLimit ? planLimitMessage(error.planLimit, text) : error.message),
    'job-timeout': 'timedOut',
    'job-failed': 'generationFailed',
    'status-check-failed': 'pollingError',
    'no-output': 'missingSavedUrl',
    'missing-task-id': 'missingTaskId',
    network: 'networkError',
  },
  unlessServerSaid: { 'invalid-input': 'invalidInput' },
});
