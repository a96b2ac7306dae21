import type { MediakitClient } from '@mediakit/api-client';
import {
  createFakeMediakitClient,
  type FakeJobTool,
  type FakeMediakitClient,
  type FakeMediakitClientOptions,
  type FakeOperation,
  type FakeScenario,
} from '@mediakit/api-client/fake';
import { saveResumableTask } from '@mediakit/tool-runtime';

/** Makes a fake client from options, e.g. `createFakeMediakitClient` or a tool's own wrapper of it. */
export type FakeClientFactory<TClient extends MediakitClient = FakeMediakitClient> = (
  options: FakeMediakitClientOptions,
) => TClient;

/** The fake client whose `operation` always ends with `scenario` (every other call succeeds). */
export function scenarioClient<TClient extends MediakitClient = FakeMediakitClient>(
  operation: FakeOperation,
  scenario: FakeScenario,
  options: FakeMediakitClientOptions = {},
  create: FakeClientFactory<TClient> = createFakeMediakitClient as unknown as FakeClientFactory<TClient>,
): TClient {
  return create({ ...options, scenarios: { ...options.scenarios, [operation]: scenario } });
}

/**
 * The fake client whose `tool` jobs answer `status` (with `progress`, when given) to every poll, polled every 100 ms,
 * until the story ends: a story can hold any of the tool's status texts, or cancel the job.
 */
export function heldJobClient(
  tool: FakeJobTool,
  status: string,
  { progress, ...options }: FakeMediakitClientOptions & { progress?: number } = {},
): FakeMediakitClient {
  return createFakeMediakitClient({
    pollIntervalMs: 100,
    ...options,
    jobScripts: {
      [tool]: { statuses: [status], ...(progress === undefined ? {} : { progress: [progress] }), then: 'hold' },
    },
  });
}

/** The fake client whose `tool` jobs end at the first poll (done, or failed), without waiting the tool's schedule. */
export function finishingJobClient(
  tool: FakeJobTool,
  end: 'succeed' | 'fail' = 'succeed',
  options: FakeMediakitClientOptions = {},
): FakeMediakitClient {
  return createFakeMediakitClient({
    ...options,
    pollIntervalMs: 0,
    jobScripts: { [tool]: end === 'fail' ? { then: 'fail' } : {} },
  });
}

/**
 * The fake's media at a closed local port (`mediaUrl` option), which refuses at once: a video there never loads, so
 * a player's retries run out quickly and it shows its fallback.
 */
export const unreachableMediaUrl = (kind: string, id: string) => `http://127.0.0.1:9/${kind}/${id}.mp4`;

/** The fake client with some methods of one resource replaced, e.g. to reject with an error the fake never sends. */
export function withResource<TResource extends keyof MediakitClient>(
  resource: TResource,
  replace: Partial<MediakitClient[TResource]>,
  client: FakeMediakitClient = createFakeMediakitClient(),
): FakeMediakitClient {
  return { ...client, [resource]: { ...client[resource], ...replace } };
}

/**
 * Saves a job as a tool does when it starts one (with its input, for a job that keeps it), so the tool resumes it on
 * mount as after a reload.
 */
export function saveStartedJob(resumeKey: string, taskId: string, task: unknown = taskId, input?: unknown): void {
  saveResumableTask(resumeKey, {
    taskId,
    startedAt: Date.now(),
    details: input === undefined ? { task } : { task, input },
  });
}
