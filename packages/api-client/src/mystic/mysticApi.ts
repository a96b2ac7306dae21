import type { HttpContext } from '../http/httpContext';
import { imageUnauthenticatedMessage } from '../imageGeneration/imageGenerationApi';
import { planHeader } from '../imageGeneration/planHeader';
import { mysticOperations } from '../tools/imageGenerator';
import { createJobApi } from '../polling/createJobApi';
import { mysticJobState } from './mysticJobState';
import type { MysticApi } from './types';

/** Polled every 2.5 s, every 3.5 s while AWAITING_ASSET, for 5 minutes at most (the contract table's schedule). */
export const createMysticApi = (ctx: HttpContext): MysticApi =>
  createJobApi(ctx, {
    start: mysticOperations.start,
    status: mysticOperations.status,
    startRequest: ({ prompt, size, resolution, plan }) => ({
      json: { prompt, size, resolution },
      headers: planHeader(plan),
    }),
    missingTaskId: { kind: 'malformed-response', message: 'No task_id returned from server.' },
    started: (_, taskId) => ({ taskId }),
    statusRequest: (taskId) => ({ params: { taskId } }),
    readState: mysticJobState,
    pollErrorMessage: 'Status polling error',
    timeoutMessage: 'Timed out after 5 minutes. Please try again.',
    wording: { unauthenticated: imageUnauthenticatedMessage },
  });
