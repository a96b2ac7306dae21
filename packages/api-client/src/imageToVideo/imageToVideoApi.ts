import { ApiError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { numberField, stringField } from '../json/fields';
import { imageToVideoOperations } from '../tools/imageToVideo';
import { createJobApi } from '../polling/createJobApi';
import type { ImageToVideoApi, VideoSize } from './types';
import { videoJobState } from './videoJobState';

export const invalidCustomSizeMessage = 'Custom width and height must be whole numbers greater than 0.';

const isPixels = (value: number) => Number.isInteger(value) && value > 0;

/** The extension's fields (left out without a size), checked here so that a bad size never reaches the server. */
function customSizeFields(size: VideoSize | undefined) {
  if (size && !(isPixels(size.width) && isPixels(size.height))) {
    throw new ApiError('invalid-input', invalidCustomSizeMessage);
  }
  return { custom_width: size?.width, custom_height: size?.height };
}

export const createImageToVideoApi = (ctx: HttpContext): ImageToVideoApi =>
  createJobApi(ctx, {
    start: imageToVideoOperations.start,
    status: imageToVideoOperations.status,
    startRequest: ({ prompt, duration, resolution, firstFrame, firstFrameUrl, customSize }) => ({
      form: {
        prompt,
        duration: duration === 5 ? 5 : 8,
        resolution,
        ...(firstFrame ? { first_frame_file: firstFrame } : { first_frame_image: firstFrameUrl }),
        ...customSizeFields(customSize),
      },
    }),
    // A start answer without a task id is a failure that shows the status.
    missingTaskId: { kind: 'job-failed', message: 'Task ID not returned', serverFields: ['status'] },
    started: (body, taskId) => ({ taskId, status: stringField(body, 'status'), credits: numberField(body, 'credits') }),
    statusRequest: (taskId) => ({ params: { taskId } }),
    readState: videoJobState,
    pollErrorMessage: 'Error checking video status',
  });
