import type { ClassicImageInput, MediakitClient, MysticInput, SavedImage } from '@mediakit/api-client';
import { polledJob, type PolledJob, type StatusWording } from '@mediakit/tool-runtime';
import type { ImageGeneratorMessages } from './messages';

/** Names a running paid-plan job in sessionStorage so a reload resumes polling. */
export const imageGeneratorResumeKey = 'image-generator';

/**
 * The free plan's engine (the spec's "classic" call): one request that answers with the saved image, at the standard
 * size for the aspect.
 */
export function classicImageRequest(
  input: ClassicImageInput,
  signal: AbortSignal,
  client: MediakitClient,
): Promise<SavedImage> {
  return client.imageGeneration.generate(input, { signal });
}

/**
 * The paid plans' engine (the spec's "Mystic" image): a job at the chosen resolution, polled every 2.5 s (3.5 s while
 * the asset is finalised) for up to 5 minutes, resumed after a reload.
 */
export function mysticImageJob(client: MediakitClient): PolledJob<MysticInput, string, SavedImage> {
  return polledJob(imageGeneratorResumeKey, client.mystic);
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
