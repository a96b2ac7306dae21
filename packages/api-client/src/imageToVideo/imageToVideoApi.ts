import type { HttpContext } from '../http/httpContext';
import { numberField, stringField } from '../json/fields';
import { createJobApi } from '../polling/createJobApi';
import type { ImageToVideoApi } from './types';
import { videoJobState, videoPollIntervalMs } from './videoJobState';

export const createImageToVideoApi = (ctx: HttpContext): ImageToVideoApi =>
  createJobApi(
    ctx,
    ({ prompt, duration, resolution, firstFrame, firstFrameUrl }) => [
      'ai/video/generate',
      {
        form: {
          prompt,
          duration: duration === 5 ? 5 : 8,
          resolution,
          ...(firstFrame ? { first_frame_file: firstFrame } : { first_frame_image: firstFrameUrl }),
        },
      },
    ],
    // The spec: a missing task id is a failure that shows the status.
    ['job-failed', 'Task ID not returned', 'status'],
    (body, taskId) => ({ taskId, status: stringField(body, 'status'), credits: numberField(body, 'credits') }),
    (taskId) => [`ai/video/status/${encodeURIComponent(taskId)}`],
    videoJobState,
    { intervalMs: videoPollIntervalMs, pollErrorMessage: 'Error checking video status' },
  );
