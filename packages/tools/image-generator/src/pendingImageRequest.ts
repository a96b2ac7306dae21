import type { ImagePlan } from '@mediakit/api-client';

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

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function savePendingImageRequest(request: PendingImageRequest): void {
  try {
    sessionStore()?.setItem(pendingKey, JSON.stringify(request));
  } catch {
    // Without storage a resumed job still finishes; it only misses its prompt in the Recent list.
  }
}

export function loadPendingImageRequest(): PendingImageRequest | undefined {
  try {
    const raw = sessionStore()?.getItem(pendingKey);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { prompt, size, resolution, plan } = parsed as Record<string, unknown>;
    if (typeof prompt !== 'string' || typeof size !== 'string' || typeof resolution !== 'string') return undefined;
    if (plan !== 'plus' && plan !== 'pro' && plan !== 'business') return undefined;
    return { prompt, size, resolution, plan };
  } catch {
    return undefined;
  }
}

export function clearPendingImageRequest(): void {
  try {
    sessionStore()?.removeItem(pendingKey);
  } catch {
    // Nothing to clear without storage.
  }
}
