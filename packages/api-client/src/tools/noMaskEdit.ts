import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import type { OperationContract } from '../operations/operationContract';
import { oneOf, requiredText, requiredUpload } from './fields';
import type { OneShotToolDefinition, UploadRule } from './toolDefinition';
import { pngOrJpeg } from './uploadTypes';

/** Image edit without a mask: one to four variations of an image by a prompt, at a square size. */

export const noMaskEditLimits = {
  sizes: ['256x256', '512x512', '1024x1024'] as const,
  variations: { min: 1, max: 4 },
};

export const noMaskEditOperations = {
  edit: {
    method: 'POST',
    path: '/api/openai/image-edit-simple',
    body: 'multipart',
    timeoutMs: 180_000,
    idempotent: true,
  },
} as const satisfies Record<string, OperationContract>;

export const noMaskEditUploads = {
  image: {
    field: 'image',
    role: 'image',
    maxBytes: 10_485_760, // 10 MB
    types: pngOrJpeg,
    tooLarge: 'The image must be at most 10 MB.',
    wrongType: 'Please select an image (PNG/JPG).',
  },
} as const satisfies Record<string, UploadRule>;

export const noMaskEditCost = () => featureCosts.image_editor;

/** Variations are clamped to 1..4, as the spec's client does. */
export const clampVariations = (count: number) =>
  Math.min(noMaskEditLimits.variations.max, Math.max(noMaskEditLimits.variations.min, Math.round(count)));

const input = () =>
  v.object({
    prompt: requiredText('Please enter a prompt.'),
    image: requiredUpload('Please select an image (PNG/JPG).'),
    size: oneOf(noMaskEditLimits.sizes, 'Size must be 256x256, 512x512 or 1024x1024.', '1024x1024'),
    // Clamped, never refused; anything that is not a whole number is one variation.
    n: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform(clampVariations)), 1), 1),
  });

export type NoMaskEditFields = v.InferOutput<ReturnType<typeof input>>;

export const noMaskEditTool = {
  kind: 'one-shot',
  name: 'noMaskEdit',
  label: 'AI Image Change',
  project: 'Images',
  output: 'image',
  operations: noMaskEditOperations,
  uploads: noMaskEditUploads,
  input,
  cost: noMaskEditCost,
  words: { succeeded: 'ok', failed: 'error' },
} satisfies OneShotToolDefinition<NoMaskEditFields>;
