import * as v from 'valibot';
import { featureCost } from '../costs/featureCosts';
import { optionalText, requiredUpload } from './fields';
import type { JobOperations, JobToolDefinition, StatusWords, UploadRule } from './toolDefinition';
import { videoTypes } from './uploadTypes';

/** The 4K video upscaler: a video (a file wins over a URL) made 3840x2160, with its progress. */

export const videoUpscaleOperations = {
  start: { method: 'POST', path: '/api/video/upscale', body: 'multipart', idempotent: true },
  status: { method: 'GET', path: '/api/video/upscale/status', body: 'none', poll: { everyMs: 3000 } },
} as const satisfies JobOperations;

export const videoUpscaleUploads = {
  video: {
    field: 'video',
    urlField: 'video_url',
    role: 'video',
    maxBytes: 209_715_200, // 200 MB
    types: videoTypes,
    tooLarge: 'The video must be at most 200 MB.',
    wrongType: 'Please select a video file.',
  },
} as const satisfies Record<string, UploadRule>;

/** The spec gives no 4K price: the default feature price. */
export const videoUpscaleCost = () => featureCost('video_upscale');

const input = () =>
  v.object({
    video: requiredUpload('Upload a video or provide a valid video URL.'),
    video_url: optionalText(),
  });

export type VideoUpscaleFields = v.InferOutput<ReturnType<typeof input>>;

const status: StatusWords = {
  started: 'queued',
  queued: 'queued',
  running: () => 'processing',
  succeeded: 'succeeded',
  failed: 'failed',
  fields: {
    waiting: (_, percent) => ({ progress: percent, done: false }),
    succeeded: ([url]) => ({ progress: 100, done: true, file: { url } }),
    failed: { done: false },
  },
};

export const videoUpscaleTool = {
  kind: 'job',
  name: 'videoUpscale',
  label: '4K Upscale',
  project: 'Video',
  output: 'video',
  operations: videoUpscaleOperations,
  uploads: videoUpscaleUploads,
  input,
  cost: videoUpscaleCost,
  status,
  // The spec's client sends status_url and tmp_path back; the task id is all the server needs, and no path is shown.
  startFields: (taskId) => ({
    success: true,
    status_url: `${videoUpscaleOperations.status.path}?task_id=${encodeURIComponent(taskId)}`,
    tmp_path: taskId,
  }),
} satisfies JobToolDefinition<VideoUpscaleFields>;
