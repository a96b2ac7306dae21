import type { HttpContext } from '../http/httpContext';
import { stringField } from '../json/fields';
import { imageEditOperations } from '../tools/imageEditor';
import { createJobApi } from '../polling/createJobApi';
import { editJobState } from './editJobState';
import type { ImageEditApi } from './types';

export const createImageEditApi = (ctx: HttpContext): ImageEditApi =>
  createJobApi(ctx, {
    start: imageEditOperations.start,
    status: imageEditOperations.status,
    startRequest: ({ prompt, imageUrl, image, strength, background, size }) => {
      const fields = { prompt, strength, background, size };
      return {
        ...(imageUrl ? { json: { image_url: imageUrl, ...fields } } : { form: { image, ...fields } }),
        fallback: 'Image editing failed.',
      };
    },
    missingTaskId: { kind: 'malformed-response', message: 'Unexpected response. See console.' },
    started: (body, taskId) => ({ taskId, status: stringField(body, 'status') }),
    statusRequest: (taskId) => ({ searchParams: { task_id: taskId } }),
    readState: editJobState,
    pollErrorMessage: 'Polling failed.',
  });
