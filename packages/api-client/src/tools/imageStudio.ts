import * as v from 'valibot';
import { estimateEnhanceCost, estimateTransformCost } from '../costs/featureCosts';
import { decimal, oneOf, optionalText, requiredUpload } from './fields';
import type { JobOperations, JobToolDefinition, StatusWords, UploadRule } from './toolDefinition';
import { pngOrJpeg } from './uploadTypes';

/** The image studio: Enhance (upscale by 2, 4, 8 or 16) and Transform (style transfer from a reference). */

export const imageStudioLimits = {
  scales: [2, 4, 8, 16] as const,
  defaultScale: 4,
  strength: { min: 0, max: 1, step: 0.05, default: 0.7 },
};

/** The image and the style reference: PNG or JPG, at most 8 MB. */
const maxBytes = 8_388_608; // 8 MB
const tooLarge = 'File too large. Max 8MB';
const wrongType = 'PNG or JPG only.';

const studioImage = {
  field: 'image',
  urlField: 'image_url',
  role: 'image',
  maxBytes,
  types: pngOrJpeg,
  tooLarge,
  wrongType,
} as const satisfies UploadRule;

export const enhanceUploads = { image: studioImage } as const satisfies Record<string, UploadRule>;
export const styleUploads = {
  image: studioImage,
  ref_image: {
    field: 'ref_image',
    urlField: 'ref_image_url',
    role: 'reference',
    maxBytes,
    types: pngOrJpeg,
    tooLarge,
    wrongType,
  },
} as const satisfies Record<string, UploadRule>;

/** Polled every 2.2 s; the spec's done words. */
const studioPoll = { everyMs: 2200 } as const;
const studioDone = ['COMPLETED', 'DONE', 'FINISHED'] as const;

export const enhanceOperations = {
  start: { method: 'POST', path: '/ai/enhance', body: 'multipart', idempotent: true },
  status: { method: 'GET', path: '/ai/enhance/status', body: 'none', poll: studioPoll, done: studioDone },
} as const satisfies JobOperations;

export const styleOperations = {
  start: { method: 'POST', path: '/ai/style', body: 'multipart', idempotent: true },
  status: { method: 'GET', path: '/ai/style/status', body: 'none', poll: studioPoll, done: studioDone },
} as const satisfies JobOperations;

/** Enhance = enhancer cost + scale cost; transform = editor cost + scale cost. */
export const enhanceCost = ({ scale }: { scale?: string | number }) => estimateEnhanceCost(scale);
export const styleCost = ({ scale }: { scale?: string | number }) => estimateTransformCost(scale);

const scale = () =>
  oneOf(imageStudioLimits.scales, 'Scale must be 2, 4, 8 or 16.', imageStudioLimits.defaultScale as 4);

const enhanceInput = () =>
  v.object({
    image: requiredUpload('Provide image or image URL'),
    image_url: optionalText(),
    prompt: optionalText(),
    scale: scale(),
  });

const bothImages = 'Provide source image/URL and style ref image/URL';

const styleInput = () =>
  v.object({
    image: requiredUpload(bothImages),
    image_url: optionalText(),
    ref_image: requiredUpload(bothImages),
    ref_image_url: optionalText(),
    prompt: optionalText(),
    strength: decimal(
      imageStudioLimits.strength,
      'Strength must be between 0 and 1.',
      imageStudioLimits.strength.default,
    ),
    preserve_structure: v.optional(v.boolean('Preserve structure must be 1 or 0.'), true),
    scale: scale(),
  });

export type EnhanceFields = v.InferOutput<ReturnType<typeof enhanceInput>>;
export type StyleFields = v.InferOutput<ReturnType<typeof styleInput>>;

/** The studio's start answers what the job costs. */
const pricing = (_: string, cost: number) => ({ pricing: { total: cost } });

const status: StatusWords = {
  started: 'starting',
  queued: 'starting',
  retrying: 'PENDING',
  running: () => 'IN_PROGRESS',
  succeeded: 'COMPLETED',
  failed: 'FAILED',
  fields: { succeeded: (urls) => ({ urls }) },
};

export const enhanceTool = {
  kind: 'job',
  name: 'enhance',
  label: 'Image Enhancer',
  project: 'Images',
  output: 'image',
  operations: enhanceOperations,
  uploads: enhanceUploads,
  input: enhanceInput,
  cost: enhanceCost,
  status,
  startFields: pricing,
} satisfies JobToolDefinition<EnhanceFields>;

export const styleTool = {
  kind: 'job',
  name: 'style',
  label: 'Style Transfer',
  project: 'Images',
  output: 'image',
  operations: styleOperations,
  uploads: styleUploads,
  input: styleInput,
  cost: styleCost,
  status,
  startFields: pricing,
} satisfies JobToolDefinition<StyleFields>;
