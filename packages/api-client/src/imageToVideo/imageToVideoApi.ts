import type { HttpContext } from '../http/httpContext';
import { numberField, stringField } from '../json/fields';
import { createJobApi } from '../polling/createJobApi';
import { ApiError } from '../errors';
import type { ImageToVideoApi } from './types';
import { videoJobState, videoPollIntervalMs } from './videoJobState';

export function createImageToVideoApi(ctx: HttpContext): ImageToVideoApi {
  return createJobApi(ctx, {
    startRequest: (input) => [
      'ai/video/generate',
      {
        form: {
          prompt: input.prompt,
          duration: input.duration === 5 ? 5 : 8,
          resolution: input.resolution,
          ...(input.firstFrame ? { first_frame_file: input.firstFrame } : { first_frame_image: input.firstFrameUrl }),
        },
      },
    ],
    started: (body, taskId) => ({ taskId, status: stringField(body, 'status'), credits: numberField(body, 'credits') }),
    // The spec: a missing task id is a failure that shows the status.
    missingTaskId: (body) =>
      new ApiError('job-failed', stringField(body, 'status') ?? 'Task ID not returned', { body }),
    statusRequest: (taskId) => [`ai/video/status/${encodeURIComponent(taskId)}`],
    readState: videoJobState,
    schedule: { intervalMs: videoPollIntervalMs, pollErrorMessage: 'Error checking video status' },
  });
}
