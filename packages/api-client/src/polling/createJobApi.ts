import { ApiError, type ApiErrorKind } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestSpec } from '../http/request';
import { cancelJob } from '../jobs/cancelJob';
import { stringField, numberField, type JsonObject } from '../json/fields';
import type { OperationContract, PollSchedule } from '../operations/operationContract';
import { pollJob } from './pollJob';
import type { JobApi, JobState } from './types';

/** How a tool's start answer without a task id fails: the kind and text, and fields that say why in the server's words. */
export interface MissingTaskId {
  kind: ApiErrorKind;
  message: string;
  serverFields?: readonly string[];
}

/** One asynchronous tool, as data: its two operations of the contract table and how to read their answers. */
export interface JobApiSpec<Input, Started, Task, Result> {
  /** The start operation: a POST whose answer carries the task id and the new balance. */
  start: OperationContract;
  /** The status operation, with its polling schedule. */
  status: OperationContract & { poll: PollSchedule };
  /** The start request's body and wording for an input. */
  startRequest: (input: Input) => RequestSpec;
  /** A start answer without a task id (sent as a string or a number) fails this way; it is checked here only. */
  missingTaskId: MissingTaskId;
  /** What the start answer means. */
  started: (body: JsonObject, taskId: string) => Started;
  /** The status request's path `params` or `searchParams` for a task (its id; the upscaler's also carries its status URL and temp path). */
  statusRequest: (task: Task) => RequestSpec;
  readState: (body: unknown, baseUrl: string) => JobState<Result>;
  /** The message when status checks keep failing (reason 'status-check-failed'). */
  pollErrorMessage: string;
  /** The message when the schedule's limit runs out (reason 'job-timeout'). */
  timeoutMessage?: string;
  /** Wording of the start and status calls' errors. */
  wording?: Pick<RequestSpec, 'unauthenticated' | 'fallback'>;
}

export function createJobApi<Input, Started, Task, Result>(
  ctx: HttpContext,
  spec: JobApiSpec<Input, Started, Task, Result>,
): JobApi<Input, Started, Task, Result> {
  const { everyMs, slowerWhile, limitMs } = spec.status.poll;
  const status: JobApi<Input, Started, Task, Result>['status'] = async (task, options) =>
    spec.readState(
      await requestJson(ctx, spec.status, { ...options, ...spec.wording, ...spec.statusRequest(task) }),
      ctx.baseUrl,
    );
  return {
    async start(input, options) {
      const body = await requestJson(ctx, spec.start, {
        ...options,
        ...spec.wording,
        publishesCredits: true,
        ...spec.startRequest(input),
      });
      const taskId = stringField(body, 'task_id') ?? numberField(body, 'task_id')?.toString();
      if (!taskId) {
        const { kind, message, serverFields = [] } = spec.missingTaskId;
        const serverMessage = stringField(body, ...serverFields);
        throw new ApiError(kind, serverMessage ?? message, { reason: 'missing-task-id', serverMessage, body });
      }
      return spec.started(body, taskId);
    },
    status,
    wait: (task, { signal, onUpdate } = {}) =>
      pollJob({
        intervalMs: slowerWhile
          ? (last: JobState<Result> | undefined) => slowerWhile[last?.rawStatus?.toUpperCase() ?? ''] ?? everyMs
          : everyMs,
        ...(limitMs !== undefined && { timeoutMs: limitMs }),
        ...(spec.timeoutMessage !== undefined && { timeoutMessage: spec.timeoutMessage }),
        pollErrorMessage: spec.pollErrorMessage,
        ...ctx.pollTiming,
        check: (pollSignal) => status(task, { signal: pollSignal }),
        signal,
        onUpdate,
      }),
    cancel: (taskId, options) => cancelJob(ctx, taskId, options),
  };
}
