import { createFakeMediakitClient, type FakeJobTool, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { expect, within } from 'storybook/test';
import { finishingJobClient, heldJobClient, saveStartedJob, scenarioClient, unreachableMediaUrl } from './storyClients';
import {
  cancelByKeyboard,
  expectVideoFallback,
  failureStories,
  outcomeStories,
  type OutcomeStoriesOptions,
  refundedMessage,
  resumedMessage,
} from './storyOutcomes';

export interface JobStoriesOptions<TArgs> extends OutcomeStoriesOptions<TArgs> {
  /** The tool's jobs, as the fake names them, e.g. `'imageToVideo'`. */
  job: FakeJobTool;
}

/** A job started before a reload, which the tool picks up on mount. */
export interface ResumedJobOptions {
  /** What every poll answers (with `progress`, when given) until the story ends. */
  status: string;
  progress?: number;
  /** The tool's text for that status. */
  message: string;
  /** Where the tool keeps its running job. */
  resumeKey: string;
  /** Starts the job on the story's fake (which answers only for tasks it started); `task` is what the tool keeps. */
  start: (client: FakeMediakitClient) => Promise<{ taskId: string; task?: unknown }>;
  /** The tool shows the task id too. */
  showsTaskId?: boolean;
}

/**
 * The stories of a tool that starts a job and polls it, all starting the same way (`act` on `args`): `outcomeStory`
 * and `failureStory` (its start answers as the fake's scenario says) as `outcomeStories` and `failureStories` make
 * them, and the moments every such tool shows, each checked by its message.
 */
export function jobStories<const TArgs extends object = object>({ job, ...options }: JobStoriesOptions<TArgs>) {
  const outcomeStory = outcomeStories<TArgs>(options);
  const held = (status: string, progress?: number) => heldJobClient(job, status, { progress });
  return {
    outcomeStory,
    failureStory: failureStories<TArgs>({ ...options, operation: `${job}.start` }),
    /** The job is created; its first status check is still to come. */
    started: (message: string) => outcomeStory(createFakeMediakitClient({ pollIntervalMs: 600_000 }), message),
    /** Every poll answers `status` (with `progress`, when given) until the story ends. */
    heldAt: (status: string, message: string, progress?: number) => outcomeStory(held(status, progress), message),
    /** The job fails at its first poll. */
    failed: (message: string) => outcomeStory(finishingJobClient(job, 'fail'), message),
    /** Every status check answers 500; the retries run without waiting. */
    statusChecksFail: (message: string) =>
      outcomeStory(scenarioClient(`${job}.status`, 'server-error', { pollIntervalMs: 0 }), message),
    /** The job succeeds but the fake's video cannot load: the players' retries end on their fallback. */
    videoLoadFailed: () =>
      outcomeStory(finishingJobClient(job, 'succeed', { mediaUrl: unreachableMediaUrl }), 'Could not load the video.', {
        check: expectVideoFallback,
      }),
    /** Cancel, by keyboard, while every poll answers `status`: the server cancels the job and gives its credits back. */
    cancelled: (status: string, progress?: number) =>
      outcomeStory(held(status, progress), refundedMessage, { check: cancelByKeyboard }),
    /** The tool picks up a job started before a reload and says so, with the job's status. */
    resumed: ({ status, progress, message, resumeKey, start, showsTaskId = false }: ResumedJobOptions) => {
      const client = held(status, progress);
      let taskId = '';
      return {
        args: { client },
        beforeEach: async () => {
          const started = await start(client);
          taskId = started.taskId;
          saveStartedJob(resumeKey, taskId, started.task ?? taskId);
        },
        play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
          const canvas = within(canvasElement);
          await expect(await canvas.findByText(message)).toBeInTheDocument();
          await expect(canvas.getByText(resumedMessage)).toBeInTheDocument();
          if (showsTaskId) await expect(canvas.getByText(taskId)).toBeInTheDocument();
        },
      };
    },
  };
}
