import { ApiError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestSpec } from '../http/request';
import type { JsonObject } from '../json/fields';
import { pollJob, type PollJobOptions } from './pollJob';
import { taskIdOf } from './taskIdOf';
import type { JobApi, JobState } from './types';

export interface JobSpec<Input, Started, Ticket, Result> {
  /** The start request for an input: path and request details. */
  startRequest: (input: Input) => [path: string, spec: RequestSpec];
  /** Reads the start answer; `taskId` is the answer's task_id, already checked. */
  started: (body: JsonObject, taskId: string) => Started;
  /** Message when the start answer has no task id. */
  missingTaskId: (body: JsonObject) => ApiError;
  statusRequest: (ticket: Ticket) => [path: string, searchParams?: RequestSpec['searchParams']];
  readState: (body: unknown, baseUrl: string) => JobState<Result>;
  schedule: Omit<PollJobOptions<Result>, 'check' | 'signal' | 'onUpdate'>;
  statusWording?: Pick<RequestSpec, 'unauthenticated'>;
}

/** One asynchronous tool: start it, read its status, and poll it on its schedule. */
export function createJobApi<Input, Started, Ticket, Result>(
  ctx: HttpContext,
  spec: JobSpec<Input, Started, Ticket, Result>,
): JobApi<Input, Started, Ticket, Result> {
  const status: JobApi<Input, Started, Ticket, Result>['status'] = async (ticket, { signal } = {}) => {
    const [path, searchParams] = spec.statusRequest(ticket);
    return spec.readState(await requestJson(ctx, path, { searchParams, signal, ...spec.statusWording }), ctx.baseUrl);
  };
  return {
    async start(input, { signal } = {}) {
      const [path, request] = spec.startRequest(input);
      const body = await requestJson(ctx, path, { method: 'post', signal, publishesCredits: true, ...request });
      const taskId = taskIdOf(body);
      if (!taskId) throw spec.missingTaskId(body);
      return spec.started(body, taskId);
    },
    status,
    wait: (ticket, { signal, onUpdate } = {}) =>
      pollJob({ ...spec.schedule, check: (pollSignal) => status(ticket, { signal: pollSignal }), signal, onUpdate }),
  };
}

export function missingTaskId(kind: 'malformed-response' | 'job-failed', message: string) {
  return (body: JsonObject) => new ApiError(kind, message, { body });
}
