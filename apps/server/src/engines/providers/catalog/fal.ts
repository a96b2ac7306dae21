// fal's models as this server uses them, current on 2026-11-28. Source: fal's endpoint list and each endpoint's
// input type as fal's official client publishes them (@fal-ai/client 1.10.1, src/types/endpoints.d.ts; the subset
// we use is vendored in fixtures/providers/fal.inputs.json, which the tests check this table and every request
// against). Only the fields a model takes are sent: durations and aspect ratios differ per model.

export interface FalModel {
  /** The clip lengths it makes, in seconds as fal's enum spells them; absent: it has no duration field. */
  durations?: readonly string[];
  /** Its aspect_ratio values; absent: it takes the image's. */
  aspectRatios?: readonly string[];
}

export const falCatalog = {
  checkedOn: '2026-11-28',
  queueUrl: 'https://queue.fal.run',
  defaults: {
    imageToVideo: 'fal-ai/kling-video/v1/standard/image-to-video',
    avatar: 'fal-ai/sadtalker',
  },
  /** The product video tool's style models (the spec's list) and the fal models that serve them by default. */
  styleModels: {
    // fal-ai/kling-video/v1/pro is no longer listed: its successor on fal is v1.6 pro.
    'Kling 1.0 Pro': 'fal-ai/kling-video/v1.6/pro/image-to-video',
    'Kling 1.0': 'fal-ai/kling-video/v1/standard/image-to-video',
    'Vidu 2.0': 'fal-ai/vidu/image-to-video',
    'Vidu 1.5': 'fal-ai/vidu/image-to-video',
    'PixVerse 1.5': 'fal-ai/pixverse/v3.5/image-to-video',
    'PixVerse 1.0': 'fal-ai/pixverse/v3.5/image-to-video',
    'MiniMax 1.0': 'fal-ai/minimax/video-01/image-to-video',
    // Seedance 1.0 lite was dropped from fal's list (issue #32's desk check); 1.0 pro is listed.
    'Seedance 1.0': 'fal-ai/bytedance/seedance/v1/pro/image-to-video',
  } as Record<string, string>,
  models: {
    'fal-ai/kling-video/v1/standard/image-to-video': { durations: ['5', '10'] },
    'fal-ai/kling-video/v1.6/pro/image-to-video': { durations: ['5', '10'], aspectRatios: ['16:9', '9:16', '1:1'] },
    'fal-ai/vidu/image-to-video': {},
    'fal-ai/pixverse/v3.5/image-to-video': { durations: ['5', '8'] },
    'fal-ai/minimax/video-01/image-to-video': {},
    'fal-ai/bytedance/seedance/v1/pro/image-to-video': {
      durations: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      aspectRatios: ['16:9', '9:16', '1:1', 'auto', '21:9', '4:3', '3:4'],
    },
    'fal-ai/sadtalker': {},
  } as Record<string, FalModel>,
} as const;

/** The shortest clip a model makes that covers `seconds` (else its longest); fitVideo cuts it to the length asked. */
export function falDuration(model: string, seconds: number): string | undefined {
  const durations = falCatalog.models[model]?.durations;
  if (!durations) return undefined;
  const sorted = [...durations].sort((a, b) => Number(a) - Number(b));
  return sorted.find((duration) => Number(duration) >= seconds) ?? sorted.at(-1);
}
