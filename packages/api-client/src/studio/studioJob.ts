import type { FormValue } from '../http/formFields';
import type { HttpContext } from '../http/httpContext';
import { enhanceOperations, styleOperations } from '../tools/imageStudio';
import { createJobApi } from '../polling/createJobApi';
import type { JobApi } from '../polling/types';
import { studioJobState, studioStarted } from './studioJobState';
import type { StudioResult, StudioStarted } from './types';

const studioOperations = { enhance: enhanceOperations, style: styleOperations };

/** Enhance and style share their answers and schedule; only the operations and the form differ. */
export const createStudioJob = <Input>(
  ctx: HttpContext,
  tool: 'enhance' | 'style',
  formOf: (input: Input) => Record<string, FormValue>,
): JobApi<Input, StudioStarted, string, StudioResult> =>
  createJobApi(ctx, {
    start: studioOperations[tool].start,
    status: studioOperations[tool].status,
    startRequest: (input) => ({ form: formOf(input) }),
    missingTaskId: { kind: 'malformed-response', message: 'Task ID not returned' },
    started: studioStarted,
    statusRequest: (taskId) => ({ searchParams: { task_id: taskId } }),
    readState: studioJobState,
    pollErrorMessage: 'Failed to fetch status',
  });
