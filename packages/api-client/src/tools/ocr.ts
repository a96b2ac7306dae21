import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import type { OperationContract } from '../operations/operationContract';
import { requiredUpload } from './fields';
import type { OneShotToolDefinition, UploadRule } from './toolDefinition';
import { pngOrJpeg } from './uploadTypes';

/** OCR: the text of a JPEG or PNG image, with each word's box. */

export const ocrOperations = {
  extract: { method: 'POST', path: '/api/image/text', body: 'multipart', idempotent: true },
} as const satisfies Record<string, OperationContract>;

export const ocrUploads = {
  image: {
    field: 'image',
    role: 'image',
    maxBytes: 10_485_760, // 10 MB
    types: pngOrJpeg,
    tooLarge: 'The image must be at most 10 MB.',
    wrongType: 'Please upload a JPEG or PNG image.',
  },
} as const satisfies Record<string, UploadRule>;

export const ocrCost = () => featureCosts.image_to_text;

const input = () => v.object({ image: requiredUpload('Please select an image.') });

export const ocrTool = {
  kind: 'one-shot',
  name: 'ocr',
  label: 'Image Text',
  project: 'Images',
  output: 'text',
  operations: ocrOperations,
  uploads: ocrUploads,
  input,
  cost: ocrCost,
  words: { succeeded: 'succeeded', failed: 'failed' },
} satisfies OneShotToolDefinition<v.InferOutput<ReturnType<typeof input>>>;
