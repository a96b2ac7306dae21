import * as v from 'valibot';
import { estimateVideoCost } from '../costs/videoCost';
import { oneOf, optionalText, requiredText, requiredUpload, wholeNumber } from './fields';
import type { JobOperations, JobToolDefinition, StatusWords, UploadRule } from './toolDefinition';
import { imageTypes } from './uploadTypes';

/** Image to video: a prompt and a first frame (a file wins over a URL) made into a 5 or 8 s clip. */

/** The spec's resolutions and their pixel sizes (720p by default). */
export const videoResolutionSizes = {
  '360p': [640, 360],
  '480p': [854, 480],
  '560p': [992, 560],
  '720p': [1280, 720],
  '1080p': [1920, 1080],
} as const satisfies Record<string, readonly [number, number]>;

export const imageToVideoLimits = {
  resolutions: [
    '360p',
    '480p',
    '560p',
    '720p',
    '1080p',
  ] as const satisfies readonly (keyof typeof videoResolutionSizes)[],
  durations: [5, 8] as const,
  /** Mediakit's extension: an exact output size, both sides within these pixels. */
  customSide: { min: 64, max: 3840 },
};

export const imageToVideoOperations = {
  start: { method: 'POST', path: '/ai/video/generate', body: 'multipart', idempotent: true },
  status: {
    method: 'GET',
    path: '/ai/video/status/{taskId}',
    body: 'none',
    poll: { everyMs: 5000 },
    done: ['OK', 'COMPLETED'],
  },
} as const satisfies JobOperations;

export const imageToVideoUploads = {
  first_frame_file: {
    field: 'first_frame_file',
    urlField: 'first_frame_image',
    role: 'firstFrame',
    maxBytes: 5_242_880, // 5 MB
    types: imageTypes,
    tooLarge: 'Max file size is 5 MB.',
    wrongType: 'Only image files are allowed.',
  },
} as const satisfies Record<string, UploadRule>;

export const imageToVideoCost = ({ resolution, duration }: { resolution?: string; duration?: number }) =>
  estimateVideoCost({ resolution, duration });

const sizeMessage = 'Custom width and height must be between 64 and 3840 pixels.';

const input = () =>
  v.pipe(
    v.object({
      prompt: requiredText('Prompt is required'),
      first_frame_file: requiredUpload('The model requires an image (upload a file or paste an image URL).'),
      first_frame_image: optionalText(),
      resolution: oneOf(imageToVideoLimits.resolutions, 'Resolution is required.'),
      // Only 5 or 8 seconds: anything else becomes 8.
      duration: v.optional(v.fallback(v.picklist([...imageToVideoLimits.durations]), 8), 8),
      custom_width: wholeNumber(imageToVideoLimits.customSide, sizeMessage),
      custom_height: wholeNumber(imageToVideoLimits.customSide, sizeMessage),
    }),
    v.check(
      (fields) => (fields.custom_width === undefined) === (fields.custom_height === undefined),
      'Custom width and height must be sent together.',
    ),
  );

export type ImageToVideoFields = v.InferOutput<ReturnType<typeof input>>;

const status: StatusWords = {
  started: 'QUEUED',
  queued: 'QUEUED',
  retrying: 'PENDING',
  running: (progress) => (progress <= 0 ? 'IN_PROGRESS' : progress < 0.5 ? 'PROCESSING' : 'RENDERING'),
  succeeded: 'completed',
  failed: 'failed',
  fields: {
    waiting: (word) => ({ current_status: word }),
    succeeded: ([url]) => ({ video_url: url }),
  },
};

export const imageToVideoTool = {
  kind: 'job',
  name: 'imageToVideo',
  label: 'Image to Video',
  project: 'Video',
  output: 'video',
  operations: imageToVideoOperations,
  uploads: imageToVideoUploads,
  input,
  cost: imageToVideoCost,
  status,
} satisfies JobToolDefinition<ImageToVideoFields>;
