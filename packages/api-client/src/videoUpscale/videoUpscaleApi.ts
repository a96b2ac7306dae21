import { ApiError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { isJsonObject, stringField } from '../json/fields';
import { createJobApi } from '../polling/createJobApi';
import type { VideoUpscaleApi } from './types';
import { upscaleJobState, upscalePollIntervalMs } from './upscaleJobState';

const startFailed = 'Failed to start 4K upscaling.';

export function createVideoUpscaleApi(ctx: HttpContext): VideoUpscaleApi {
  return createJobApi(ctx, {
    startRequest: ({ video, videoUrl }) => [
      'api/video/upscale',
      { form: video ? { video } : { video_url: videoUrl }, fallback: startFailed },
    ],
    started: (body, taskId) => {
      if (isJsonObject(body) && body.success === false) throw failedStart(body);
      return { taskId, statusUrl: stringField(body, 'status_url'), tmpPath: stringField(body, 'tmp_path') };
    },
    missingTaskId: failedStart,
    statusRequest: ({ taskId, statusUrl, tmpPath }) => [
      'api/video/upscale/status',
      { task_id: taskId, status_url: statusUrl, tmp_path: tmpPath },
    ],
    readState: upscaleJobState,
    schedule: { intervalMs: upscalePollIntervalMs, pollErrorMessage: 'Polling failed.' },
  });
}

function failedStart(body: unknown): ApiError {
  return new ApiError('job-failed', stringField(body, 'error') ?? startFailed, { body });
}
