import { jobFailed } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { stringField } from '../json/fields';
import { videoUpscaleOperations } from '../tools/videoUpscaler';
import { createJobApi } from '../polling/createJobApi';
import { unsuccessful } from '../polling/readJobState';
import type { VideoUpscaleApi } from './types';
import { upscaleJobState } from './upscaleJobState';

const startFailed = 'Failed to start 4K upscaling.';

export const createVideoUpscaleApi = (ctx: HttpContext): VideoUpscaleApi =>
  createJobApi(ctx, {
    start: videoUpscaleOperations.start,
    status: videoUpscaleOperations.status,
    startRequest: ({ video, videoUrl }) => ({
      form: video ? { video } : { video_url: videoUrl },
      fallback: startFailed,
    }),
    missingTaskId: { kind: 'job-failed', message: startFailed, serverFields: ['error'] },
    started: (body, taskId) => {
      if (unsuccessful(body)) throw jobFailed(body, startFailed, 'error');
      return { taskId, statusUrl: stringField(body, 'status_url'), tmpPath: stringField(body, 'tmp_path') };
    },
    statusRequest: ({ taskId, statusUrl, tmpPath }) => ({
      searchParams: { task_id: taskId, status_url: statusUrl, tmp_path: tmpPath },
    }),
    readState: upscaleJobState,
    pollErrorMessage: 'Polling failed.',
  });
