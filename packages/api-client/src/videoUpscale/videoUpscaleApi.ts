import { ApiError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { stringField } from '../json/fields';
import { createJobApi } from '../polling/createJobApi';
import { unsuccessful } from '../polling/readJobState';
import type { VideoUpscaleApi } from './types';
import { upscaleJobState, upscalePollIntervalMs } from './upscaleJobState';

const startFailed = 'Failed to start 4K upscaling.';

export const createVideoUpscaleApi = (ctx: HttpContext): VideoUpscaleApi =>
  createJobApi(
    ctx,
    ({ video, videoUrl }) => [
      'api/video/upscale',
      { form: video ? { video } : { video_url: videoUrl }, fallback: startFailed },
    ],
    ['job-failed', startFailed, 'error'],
    (body, taskId) => {
      if (unsuccessful(body)) throw new ApiError('job-failed', stringField(body, 'error') ?? startFailed, { body });
      return { taskId, statusUrl: stringField(body, 'status_url'), tmpPath: stringField(body, 'tmp_path') };
    },
    ({ taskId, statusUrl, tmpPath }) => [
      'api/video/upscale/status',
      { task_id: taskId, status_url: statusUrl, tmp_path: tmpPath },
    ],
    upscaleJobState,
    { intervalMs: upscalePollIntervalMs, pollErrorMessage: 'Polling failed.' },
  );
