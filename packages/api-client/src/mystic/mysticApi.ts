import type { HttpContext } from '../http/httpContext';
import { imageUnauthenticatedMessage } from '../imageGeneration/imageGenerationApi';
import { planHeader } from '../imageGeneration/planHeader';
import { createJobApi } from '../polling/createJobApi';
import { mysticJobState, mysticSchedule } from './mysticJobState';
import type { MysticApi } from './types';

export function createMysticApi(ctx: HttpContext): MysticApi {
  const wording = { unauthenticated: imageUnauthenticatedMessage };
  return createJobApi(ctx, {
    start: ({ prompt, size, resolution, plan }) => [
      'ai/mystic/generate',
      { json: { prompt, size, resolution }, headers: planHeader(plan), ...wording },
    ],
    missingTaskId: { kind: 'malformed-response', message: 'No task_id returned from server.' },
    started: (_, taskId) => ({ taskId }),
    status: (taskId) => [`ai/mystic/status/${encodeURIComponent(taskId)}`],
    readState: mysticJobState,
    schedule: mysticSchedule,
    wording,
  });
}
