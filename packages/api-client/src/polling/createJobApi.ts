import { ApiError, type ApiErrorKind } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestSpec } from '../http/request';
import type { ErrorWording } from '../http/toApiError';
import { stringField, numberField, type JsonObject } from '../json/fields';
import { pollJob, type PollJobOptions } from './pollJob';
import type { JobApi, JobState } from './types';

/** How a tool's start answer without a task id fails: the kind and text, and fields that say why in the server's words. */
export interface MissingTaskId {
  kind: ApiErrorKind;
  message: string;
  serverFields?: readonly string[];
}

/** One asynchronous tool, as data. */
export interface JobApiSpec<Input, Started, Ticket, Result> {
  /** The start request for an input (a POST that publishes the new balance). */
  start: (input: Input) => [path: string, spec: RequestSpec];
  /** A start answer without a task id (sent as a string or a number) fails this way; it is checked here only. */
  missingTaskId: MissingTaskId;
  /** What the start answer means. */
  started: (body: JsonObject, taskId: string) => Started;
  /** The status request for a ticket. */
  status: (ticket: Ticket) => [path: string, searchParams?: RequestSpec['searchParams']];
  readState: (body: unknown, baseUrl: string) => JobState<Result>;
  /** The polling schedule (its timing is replaced by the context's `pollTiming`). */
  schedule: Omit<PollJobOptions<Result>, 'check' | 'signal' | 'onUpdate'>;
  /** Wording of the status call's errors (the start request carries its own). */
  wording?: ErrorWording;
}

export function createJobApi<Input, Started, Ticket, Result>(
  ctx: HttpContext,
  spec: JobApiSpec<Input, Started, Ticket, Result>,
): JobApi<Input, Started, Ticket, Result> {
  const status: JobApi<Input, Started, Ticket, Result>['status'] = async (ticket, options) => {
    const [path, searchParams] = spec.status(ticket);
    return spec.readState(await requestJson(ctx, path, { ...options, ...spec.wording, searchParams }), ctx.baseUrl);
  };
  return {
    async start(input, options) {
      const [path, request] = spec.start(input);
      const body = await requestJson(ctx, path, { ...options, publishesCredits: true, ...request });
      const taskId = stringField(body, 'task_id') ?? numberField(body, 'task_id')?.toString();
      if (!taskId) {
        const { kind, message, serverFields = [] } = spec.missingTaskId;
        const serverMessage = stringField(body, ...serverFields);
        throw new ApiError(kind, serverMessage ?? message, { reason: 'missing-task-id', serverMessage, body });
      }
      return spec.started(body, taskId);
    },
    status,
    wait: (ticket, { signal, onUpdate } = {}) =>
      pollJob({
        ...spec.schedule,
        ...ctx.pollTiming,
        check: (pollSignal) => status(ticket, { signal: pollSignal }),
        signal,
        onUpdate,
      }),
  };
}
