import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { numberField, stringField } from '../json/fields';
import { jobsCancelOperation } from '../operations/clientOperations';

/** Where a job stands after a cancel: 'cancelled' (its credits back, once), or how it had already ended. */
export interface CancelledJob {
  state: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  /** The balance after the refund. */
  credits: number | undefined;
}

/**
 * POST /api/v1/jobs/{taskId}/cancel: stops a queued or running job and refunds it once (an ended job is left as it
 * is). Shared by the tools' job APIs and the console's job list; the new balance goes to `client.credits`.
 */
export async function cancelJob(ctx: HttpContext, taskId: string, options?: RequestOptions): Promise<CancelledJob> {
  const body = await requestJson(ctx, jobsCancelOperation, {
    ...options,
    params: { taskId },
    publishesCredits: true,
  });
  // The server answers one of the states openapi.yaml lists; its word is passed on as it is.
  const state = (stringField(body, 'state') ?? 'cancelled') as CancelledJob['state'];
  return { state, credits: numberField(body, 'credits') };
}
