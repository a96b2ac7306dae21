import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import type { OperationContract } from '../operations/operationContract';
import { decimal, oneOf, requiredText, requiredUpload } from './fields';
import type { OneShotToolDefinition, UploadRule } from './toolDefinition';

/** The single-image edit on a stability model: a PNG, JPEG or WEBP edited by a prompt at a strength. */

export const stabilityEditLimits = {
  strength: { min: 0, max: 1, default: 0.35 },
  formats: ['png', 'jpeg', 'webp'] as const,
};

export const stabilityEditOperations = {
  edit: { method: 'POST', path: '/api/stability/single', body: 'multipart', idempotent: true },
} as const satisfies Record<string, OperationContract>;

const refused = 'Please choose a PNG/JPEG/WEBP under 12MB.';

export const stabilityEditUploads = {
  image: {
    field: 'image',
    role: 'image',
    // "Under 12 MB" (the spec's words): a file of exactly 12 MiB is already too large.
    maxBytes: 12_582_911, // 12 MB less one byte
    types: ['image/png', 'image/jpeg', 'image/webp'],
    tooLarge: refused,
    wrongType: refused,
  },
} as const satisfies Record<string, UploadRule>;

export const stabilityEditCost = () => featureCosts.image_editor;

const input = () =>
  v.object({
    image: requiredUpload(refused),
    prompt: requiredText('Please enter a prompt.'),
    strength: decimal(
      stabilityEditLimits.strength,
      'Strength must be between 0 and 1.',
      stabilityEditLimits.strength.default,
    ),
    output_format: oneOf(stabilityEditLimits.formats, 'Output format must be png, jpeg or webp.', 'png'),
  });

export type StabilityEditFields = v.InferOutput<ReturnType<typeof input>>;

export const stabilityEditTool = {
  kind: 'one-shot',
  name: 'stabilityEdit',
  label: 'Single Image Edit',
  project: 'Images',
  output: 'image',
  operations: stabilityEditOperations,
  uploads: stabilityEditUploads,
  input,
  cost: stabilityEditCost,
  words: { succeeded: 'ok', failed: 'failed' },
} satisfies OneShotToolDefinition<StabilityEditFields>;
