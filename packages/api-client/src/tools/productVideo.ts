import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import type { OperationContract } from '../operations/operationContract';
import { oneOf, requiredUpload, wholeNumber } from './fields';
import type { OneShotToolDefinition, UploadRule } from './toolDefinition';
import { imageTypes } from './uploadTypes';

/** The product video: a product photo turned into a short clip by a style model, with a camera motion. */

export const productVideoLimits = {
  duration: { min: 2, max: 12, default: 5 },
  fps: { min: 12, max: 30, default: 25 },
  resolutions: ['480p', '720p', '1080p'] as const,
  motions: ['rotate', 'zoom', 'pan'] as const,
  aspects: ['auto', '1:1', '16:9', '9:16'] as const,
  styles: [
    'Kling 1.0 Pro',
    'Kling 1.0',
    'Vidu 2.0',
    'Vidu 1.5',
    'PixVerse 1.5',
    'PixVerse 1.0',
    'MiniMax 1.0',
    'Seedance 1.0',
  ] as const,
};

export const productVideoOperations = {
  generate: { method: 'POST', path: '/api/v1/api/video/generate', body: 'multipart', idempotent: true },
} as const satisfies Record<string, OperationContract>;

export const productVideoUploads = {
  image: {
    field: 'image',
    role: 'image',
    maxBytes: 10_485_760, // 10 MB
    types: imageTypes,
    tooLarge: 'The image must be at most 10 MB.',
    wrongType: 'Please select an image.',
  },
} as const satisfies Record<string, UploadRule>;

/** The spec gives no product video price: it costs what the image-to-video feature costs. */
export const productVideoCost = () => featureCosts.image_to_video;

const input = () => {
  const { duration, fps } = productVideoLimits;
  return v.object({
    image: requiredUpload('Please select an image.'),
    prompt: v.optional(v.pipe(v.string(), v.trim()), ''),
    duration: wholeNumber(duration, 'Duration must be between 2 and 12 seconds.', duration.default),
    fps: wholeNumber(fps, 'FPS must be between 12 and 30.', fps.default),
    resolution: oneOf(productVideoLimits.resolutions, 'Resolution must be 480p, 720p or 1080p.', '720p'),
    motion: oneOf(productVideoLimits.motions, 'Motion must be rotate, zoom or pan.', 'zoom'),
    // The style model's name; one this server does not know runs on its default model.
    style: v.optional(v.pipe(v.string(), v.trim()), ''),
    aspect: v.optional(oneOf(productVideoLimits.aspects, 'Aspect must be auto, 1:1, 16:9 or 9:16.')),
  });
};

export type ProductVideoFields = v.InferOutput<ReturnType<typeof input>>;

export const productVideoTool = {
  kind: 'one-shot',
  name: 'productVideo',
  label: 'Product Video',
  project: 'Video',
  output: 'video',
  operations: productVideoOperations,
  uploads: productVideoUploads,
  input,
  cost: productVideoCost,
  words: { succeeded: 'succeeded', failed: 'failed' },
} satisfies OneShotToolDefinition<ProductVideoFields>;
