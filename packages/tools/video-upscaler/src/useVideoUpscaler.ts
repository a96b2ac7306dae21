import type { UpscaledVideo, UpscaleTask, VideoUpscaleInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import {
  defineTool,
  useTool,
  type FailureWording,
  type PolledJob,
  type MediaResult,
  type StatusWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { videoUpscalerMessages, type VideoUpscalerMessages } from './messages';
import { initialUpscalerValues, toUpscaleInput, validateUpscale, type VideoUpscalerDefaults } from './upscaleForm';

/** Names the running job in sessionStorage so a reload resumes polling. */
export const videoUpscalerResumeKey = 'video-upscaler';

export interface VideoUpscalerResult extends MediaResult {
  taskId: string | undefined;
}

export type UseVideoUpscalerOptions = ToolOptions<VideoUpscalerResult, VideoUpscalerMessages, VideoUpscalerDefaults>;

// The spec's 'Failed to start 4K upscaling.' for a start that failed without the server's own words, and 'Polling
// failed.' for status checks that kept failing.
const failureWording: FailureWording<VideoUpscalerMessages> = {
  fallback: 'startFailed',
  reasons: { 'status-check-failed': 'pollingFailed' },
  unlessServerSaid: {
    'missing-task-id': 'startFailed',
    'job-failed': 'startFailed',
    'server-error': 'startFailed',
    'request-failed': 'startFailed',
  },
};

const statusWording: StatusWording<VideoUpscalerMessages> = {
  waiting: 'statusWaiting',
  statuses: { QUEUED: 'statusQueued', PENDING: 'statusQueued' },
  otherwise: 'statusProcessing',
  succeeded: 'succeeded',
};

const videoUpscaler = defineTool({
  messages: videoUpscalerMessages,
  values: initialUpscalerValues,
  cost: { credits: operationCost('videoUpscale', {}), shortMessage: 'insufficientCredits' },
  engine: 'videoUpscale',
  check: (values) => ({ video: validateUpscale(values) }),
  input: toUpscaleInput,
  job: (client): PolledJob<VideoUpscaleInput, UpscaleTask, UpscaledVideo> => ({
    resumeKey: videoUpscalerResumeKey,
    start: (input, startOptions) => client.videoUpscale.start(input, startOptions),
    wait: client.videoUpscale.wait,
    cancel: (task, cancelOptions) => client.videoUpscale.cancel(task.taskId, cancelOptions),
  }),
  toResult: ({ url, engine, poster }, { task }): VideoUpscalerResult => ({ url, poster, taskId: task?.taskId, engine }),
  failure: failureWording,
  status: statusWording,
});

/** The video upscaler without its view: file or URL, checks, credits, the job polled every 3 s, cancel and resume. */
export function useVideoUpscaler(options: UseVideoUpscalerOptions = {}) {
  const tool = useTool(videoUpscaler, options);
  return {
    ...tool,
    announcement: tool.fieldErrors.video,
    taskId: tool.task?.taskId,
    /** The input of the job on screen: the original side of the compare (not kept across a reload). */
    source: tool.input,
  };
}
