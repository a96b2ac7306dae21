import type { FormValue } from '../http/formFields';
import type { HttpContext } from '../http/httpContext';
import { createJobApi } from '../polling/createJobApi';
import type { JobApi } from '../polling/types';
import { studioJobState, studioPollIntervalMs, studioStarted } from './studioJobState';
import type { StudioResult, StudioStarted } from './types';

/** Enhance and style share their answers and schedule; only the path and the form differ. */
export const createStudioJob = <Input>(
  ctx: HttpContext,
  path: 'ai/enhance' | 'ai/style',
  formOf: (input: Input) => Record<string, FormValue>,
): JobApi<Input, StudioStarted, string, StudioResult> =>
  createJobApi(ctx, {
    start: (input) => [path, { form: formOf(input) }],
    missingTaskId: { kind: 'malformed-response', message: 'Task ID not returned' },
    started: studioStarted,
    status: (taskId) => [`${path}/status`, { task_id: taskId }],
    readState: studioJobState,
    schedule: { intervalMs: studioPollIntervalMs, pollErrorMessage: 'Failed to fetch status' },
  });
