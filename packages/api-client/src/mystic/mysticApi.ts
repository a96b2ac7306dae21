import type { HttpContext } from '../http/httpContext';
import { imageUnauthenticatedMessage } from '../imageGeneration/imageGenerationApi';
import { planHeader } from '../imageGeneration/planHeader';
import { createJobApi } from '../polling/createJobApi';
import { mysticJobState, mysticSchedule } from './mysticJobState';
import type { MysticApi } from './types';

export function createMysticApi(ctx: HttpContext): MysticApi {
  const wording = { unauthenticated: imageUnauthenticatedMessage };
  return createJobApi(
    ctx,
    ({ prompt, size, resolution, plan }) => [
      'ai/mystic/generate',
      { json: { prompt, size, resolution }, headers: planHeader(plan), ...wording },
    ],
    ['malformed-response', 'No task_id returned from server.'],
    (_, taskId) => ({ taskId }),
    (taskId) => [`ai/mystic/status/${encodeURIComponent(taskId)}`],
    mysticJobState,
    mysticSchedule,
    wording,
  );
}
