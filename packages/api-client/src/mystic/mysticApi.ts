import type { HttpContext } from '../http/httpContext';
import { imageUnauthenticatedMessage } from '../imageGeneration/imageGenerationApi';
import { planHeader } from '../imageGeneration/planHeader';
import { createJobApi, missingTaskId } from '../polling/createJobApi';
import { mysticJobState, mysticSchedule } from './mysticJobState';
import type { MysticApi } from './types';

export function createMysticApi(ctx: HttpContext): MysticApi {
  const wording = { unauthenticated: imageUnauthenticatedMessage };
  return createJobApi(ctx, {
    startRequest: ({ prompt, size, resolution, plan }) => [
      'ai/mystic/generate',
      { json: { prompt, size, resolution }, headers: planHeader(plan), ...wording },
    ],
    started: (_, taskId) => ({ taskId }),
    missingTaskId: missingTaskId('malformed-response', 'No task_id returned from server.'),
    statusRequest: (taskId) => [`ai/mystic/status/${encodeURIComponent(taskId)}`],
    readState: mysticJobState,
    schedule: mysticSchedule,
    statusWording: wording,
  });
}
