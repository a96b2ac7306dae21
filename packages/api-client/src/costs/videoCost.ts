export const videoBaseCost = 5;

export const videoResolutionSurcharges: Readonly<Record<string, number>> = {
  '360p': 1,
  '480p': 2,
  '560p': 3,
  '720p': 4,
  '1080p': 6,
};

export const videoDurationSurcharges: Readonly<Record<number, number>> = { 5: 0, 8: 2 };

/** Base 5, plus the resolution surcharge (unknown 0), plus the duration surcharge (unknown as 8 s); never below 0. */
export function estimateVideoCost({ resolution, duration }: { resolution?: string; duration?: number }): number {
  const resolutionCost = (resolution && videoResolutionSurcharges[resolution]) || 0;
  const durationCost = videoDurationSurcharges[duration ?? 8] ?? videoDurationSurcharges[8] ?? 0;
  return Math.max(0, videoBaseCost + resolutionCost + durationCost);
}
