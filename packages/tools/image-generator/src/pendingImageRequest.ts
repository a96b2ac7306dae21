import type { ImagePlan } from '@mediakit/api-client';
import { browserStorage, readStoredJson, writeStoredJson } from '@mediakit/tool-runtime';

/**
 * What a running mystic job was asked for, kept in sessionStorage beside the runtime's task id so that a job resumed
 * after a reload still lands in the Recent list with its prompt, size and resolution.
 */
export interface PendingImageRequest {
  prompt: string;
  size: string;
  resolution: string;
  plan: ImagePlan;
}

const pendingKey = 'mediakit:image-generator:pending';

/** Without storage a resumed job still finishes; it only misses its prompt in the Recent list. */
export function savePendingImageRequest(request: PendingImageRequest): void {
  writeStoredJson(browserStorage('sessionStorage'), pendingKey, request);
}

export function loadPendingImageRequest(): PendingImageRequest | undefined {
  const parsed = readStoredJson(browserStorage('sessionStorage'), pendingKey);
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { prompt, size, resolution, plan } = parsed as Record<string, unknown>;
  if (typeof prompt !== 'string' || typeof size !== 'string' || typeof resolution !== 'string') return undefined;
  if (plan !== 'plus' && plan !== 'pro' && plan !== 'business') return undefined;
  return { prompt, size, resolution, plan };
}

export function clearPendingImageRequest(): void {
  writeStoredJson(browserStorage('sessionStorage'), pendingKey, undefined);
}
