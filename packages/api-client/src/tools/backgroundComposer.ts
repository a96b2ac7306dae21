import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import type { OperationContract } from '../operations/operationContract';
import { oneOf, optionalText, optionalUpload, requiredUpload, wholeNumber } from './fields';
import type { OneShotToolDefinition, UploadRule } from './toolDefinition';
import { imageTypes } from './uploadTypes';

/**
 * The background remover and composer: the subject cut out, and in background mode set on a background (a file,
 * else a URL, else a colour) on a canvas with a fit, an alignment and padding.
 */

export const backgroundComposerLimits = {
  canvasSide: { min: 32, max: 10000 },
  padding: { min: 0, max: 2000 },
  fits: ['cover', 'contain', 'none'] as const,
  aligns: ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const,
  defaultColor: '#FFFFFF',
};

export const backgroundRemovalOperations = {
  remove: { method: 'POST', path: '/ai/bg/remove', body: 'multipart', idempotent: true },
} as const satisfies Record<string, OperationContract>;

const maxBytes = 10_485_760; // 10 MB
const tooLarge = 'The image must be at most 10 MB.';

export const backgroundRemovalUploads = {
  image: {
    field: 'image',
    urlField: 'image_url',
    role: 'image',
    maxBytes,
    types: imageTypes,
    tooLarge,
    wrongType: 'Please select an image file.',
  },
  bg_image: {
    field: 'bg_image',
    urlField: 'bg_image_url',
    role: 'background',
    maxBytes,
    types: imageTypes,
    tooLarge,
    wrongType: 'Please select an image file for background.',
  },
} as const satisfies Record<string, UploadRule>;

export const backgroundRemovalCost = () => featureCosts.bg_remover;

const canvasMessage = 'Canvas width and height must be between 32 and 10000.';

/** The fields that put the call in background mode when any is sent (with a background file or URL). */
export const backgroundModeFields = [
  'bg_image',
  'bg_color',
  'canvas_width',
  'canvas_height',
  'bg_fit',
  'align',
  'padding',
] as const;

const input = () => {
  const { canvasSide, padding, fits, aligns } = backgroundComposerLimits;
  return v.pipe(
    v.object({
      image: requiredUpload('Upload an image or provide a valid image URL.'),
      image_url: optionalText(),
      bg_image: optionalUpload(),
      bg_image_url: optionalText(),
      bg_color: optionalText(),
      canvas_width: wholeNumber(canvasSide, canvasMessage),
      canvas_height: wholeNumber(canvasSide, canvasMessage),
      padding: wholeNumber(padding, 'Padding must be between 0 and 2000.'),
      bg_fit: v.optional(oneOf(fits, 'Fit must be cover, contain or none.')),
      align: v.optional(oneOf(aligns, `Align must be one of ${aligns.join(', ')}.`)),
    }),
    v.check(
      (fields) => (fields.canvas_width === undefined) === (fields.canvas_height === undefined),
      'Canvas width and height must be given together.',
    ),
    v.check(
      (fields) => !fields.bg_color || /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(fields.bg_color),
      'The background colour must be a hex colour such as #FFFFFF.',
    ),
  );
};

export type BackgroundRemovalFields = v.InferOutput<ReturnType<typeof input>>;

export const backgroundRemovalTool = {
  kind: 'one-shot',
  name: 'backgroundRemoval',
  label: 'BG Remover',
  project: 'Images',
  output: 'image',
  operations: backgroundRemovalOperations,
  uploads: backgroundRemovalUploads,
  input,
  cost: backgroundRemovalCost,
  words: { succeeded: 'succeeded', failed: 'failed' },
} satisfies OneShotToolDefinition<BackgroundRemovalFields>;
