import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import { oneOf, optionalText, requiredText, requiredUpload, wholeNumber } from './fields';
import type { JobOperations, JobToolDefinition, StatusWords, UploadRule } from './toolDefinition';
import { imageTypes } from './uploadTypes';

/** The image editor: one image (a URL wins over a file) edited by a prompt, at a strength and a square size. */

export const imageEditorLimits = {
  strength: { min: 0, max: 100, default: 50 },
  sizes: ['512x512', '768x768', '1024x1024'] as const,
};

export const imageEditOperations = {
  start: { method: 'POST', path: '/api/ai/edit', body: 'json-or-multipart', timeoutMs: 120_000, idempotent: true },
  status: { method: 'GET', path: '/api/ai/edit-status', body: 'none', poll: { everyMs: 3000 }, done: ['COMPLETED'] },
} as const satisfies JobOperations;

export const imageEditUploads = {
  image: {
    field: 'image',
    urlField: 'image_url',
    prefer: 'url',
    role: 'image',
    maxBytes: 8_388_608, // 8 MB
    types: imageTypes,
    tooLarge: 'The image must be at most 8 MB.',
    wrongType: 'Please upload an image.',
  },
} as const satisfies Record<string, UploadRule>;

export const imageEditCost = () => featureCosts.image_editor;

const input = () =>
  v.object({
    image: requiredUpload('Please upload an image or provide an image URL.'),
    image_url: optionalText(),
    prompt: requiredText('Prompt is required.'),
    strength: wholeNumber(
      imageEditorLimits.strength,
      'Strength must be between 0 and 100.',
      imageEditorLimits.strength.default,
    ),
    background: optionalText(),
    size: oneOf(imageEditorLimits.sizes, 'Size must be 512x512, 768x768 or 1024x1024.', '1024x1024'),
  });

export type ImageEditFields = v.InferOutput<ReturnType<typeof input>>;

const status: StatusWords = {
  started: 'PENDING',
  queued: 'PENDING',
  running: () => 'IN_PROGRESS',
  succeeded: 'COMPLETED',
  failed: 'FAILED',
  fields: { succeeded: ([url]) => ({ url }) },
};

export const imageEditTool = {
  kind: 'job',
  name: 'imageEdit',
  label: 'Image Editor',
  project: 'Images',
  output: 'image',
  operations: imageEditOperations,
  uploads: imageEditUploads,
  input,
  cost: imageEditCost,
  status,
} satisfies JobToolDefinition<ImageEditFields>;
