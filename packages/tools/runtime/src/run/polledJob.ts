import type { JobApi } from '@mediakit/api-client';
import type { PolledJob } from './toolRunStore';

/**
 * The polled job of one of the client's job APIs whose start answers a task id (`{ taskId }`) that its status and
 * cancel calls take: started, waited on the API's own schedule, cancelled on the server (which refunds it).
 */
export function polledJob<Input, Output>(
  resumeKey: string,
  api: JobApi<Input, { taskId: string }, string, Output>,
): PolledJob<Input, string, Output> {
  return {
    resumeKey,
    start: (input, options) => api.start(input, options).then((started) => started.taskId),
    wait: api.wait,
    cancel: (task, options) => api.cancel(task, options),
  };
}
