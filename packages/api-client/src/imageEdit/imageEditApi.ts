import type { HttpContext } from '../http/httpContext';
import { stringField } from '../json/fields';
import { createJobApi } from '../polling/createJobApi';
import { editJobState, editPollIntervalMs, editTimeoutMs } from './editJobState';
import type { ImageEditApi } from './types';

export const createImageEditApi = (ctx: HttpContext): ImageEditApi =>
  createJobApi(ctx, {
    start: ({ prompt, imageUrl, image, strength, background, size }) => {
      const fields = { prompt, strength, background, size };
      return [
        'api/ai/edit',
        {
          ...(imageUrl ? { json: { image_url: imageUrl, ...fields } } : { form: { image, ...fields } }),
          timeoutMs: editTimeoutMs,
          fallback: 'Image editing failed.',
        },
      ];
    },
    missingTaskId: { kind: 'malformed-response', message: 'Unexpected response. See console.' },
    started: (body, taskId) => ({ taskId, status: stringField(body, 'status') }),
    status: (taskId) => ['api/ai/edit-status', { task_id: taskId }],
    readState: editJobState,
    schedule: { intervalMs: editPollIntervalMs, pollErrorMessage: 'Polling failed.' },
  });
