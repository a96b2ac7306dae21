import type { HttpContext } from '../http/httpContext';
import { stringField } from '../json/fields';
import { createJobApi, missingTaskId } from '../polling/createJobApi';
import { editJobState, editPollIntervalMs, editTimeoutMs } from './editJobState';
import type { ImageEditApi } from './types';

export function createImageEditApi(ctx: HttpContext): ImageEditApi {
  return createJobApi(ctx, {
    startRequest: ({ prompt, imageUrl, image, strength, background, size }) => {
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
    started: (body, taskId) => ({ taskId, status: stringField(body, 'status') }),
    missingTaskId: missingTaskId('malformed-response', 'Unexpected response. See console.'),
    statusRequest: (taskId) => ['api/ai/edit-status', { task_id: taskId }],
    readState: editJobState,
    schedule: { intervalMs: editPollIntervalMs, pollErrorMessage: 'Polling failed.' },
  });
}
