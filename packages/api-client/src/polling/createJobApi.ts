import { ApiError, type ApiErrorKind } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestSpec } from '../http/request';
import type { ErrorWording } from '../http/toApiError';
import { stringField, numberField, type JsonObject } from '../json/fields';
import { pollJob, type PollJobOptions } from './pollJob';
import type { JobApi, JobState } from './types';

/** How a tool's start answer without a task id fails: the kind, the fallback message, and fields that say why. */
export type MissingTaskId = [kind: ApiErrorKind, fallback: string, ...messageKeys: string[]];

/**
 * One asynchronous tool, data-driven: the start request for an input, what its answer means (`taskId` is the
 * answer's task_id, sent as a string or a number), the status request for a ticket, the status reader and the
 * polling schedule (whose timing the context's `pollTiming` replaces). Every tool starts with a POST that publishes
 * the new balance.
 */
export function createJobApi<Input, Started, Ticket, Result>(
  ctx: HttpContext,
  startRequest: (input: Input) => [path: string, spec: RequestSpec],
  [kind, fallback, ...messageKeys]: MissingTaskId,
  started: (body: JsonObject, taskId: string) => Started,
  statusRequest: (ticket: Ticket) => [path: string, searchParams?: RequestSpec['searchParams']],
  readState: (body: unknown, baseUrl: string) => JobState<Result>,
  schedule: Omit<PollJobOptions<Result>, 'check' | 'signal' | 'onUpdate'>,
  wording?: ErrorWording,
): JobApi<Input, Started, Ticket, Result> {
  const status: JobApi<Input, Started, Ticket, Result>['status'] = async (ticket, options) => {
    const [path, searchParams] = statusRequest(ticket);
    return readState(await requestJson(ctx, path, { ...options, ...wording, searchParams }), ctx.baseUrl);
  };
  return {
    async start(input, options) {
      const [path, request] = startRequest(input);
      const body = await requestJson(ctx, path, { ...options, publishesCredits: true, ...request });
      const taskId = stringField(body, 'task_id') ?? numberField(body, 'task_id')?.toString();
      if (!taskId) throw new ApiError(kind, stringField(body, ...messageKeys) ?? fallback, { body });
      return started(body, taskId);
    },
    status,
    wait: (ticket, { signal, onUpdate } = {}) =>
      pollJob({
        ...schedule,
        ...ctx.pollTiming,
        check: (pollSignal) => status(ticket, { signal: pollSignal }),
        signal,
        onUpdate,
      }),
  };
}
