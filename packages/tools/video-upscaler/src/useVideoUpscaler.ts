import type { UpscaleTask, VideoUpscaleInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import {
  failureMessage,
  statusText,
  useCreditGate,
  useMediakitClient,
  useToolMessages,
  useToolRun,
  type FailureWording,
  type StatusWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useState } from 'react';
import { videoUpscalerMessages, type VideoUpscalerMessages } from './messages';
import {
  initialUpscalerValues,
  toUpscaleInput,
  validateUpscale,
  type VideoUpscalerDefaults,
  type VideoUpscalerValues,
} from './upscaleForm';

/** Names the running job in sessionStorage so a reload resumes polling. */
export const videoUpscalerResumeKey = 'video-upscaler';

export interface VideoUpscalerResult {
  /** The 4K video (absolute http(s) URL). */
  url: string;
  taskId: string | undefined;
  /** Which engine made the video ('local': the server's own, not an AI model). */
  engine?: string | undefined;
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

/** The video upscaler without its view: file or URL, checks, credits, the job polled every 3 s, cancel and resume. */
export function useVideoUpscaler({
  client: explicitClient,
  messages,
  defaultValues,
  ...delivery
}: UseVideoUpscalerOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<VideoUpscalerMessages>(videoUpscalerMessages, messages);
  const [values, setValues] = useState<VideoUpscalerValues>(() => initialUpscalerValues(defaultValues));
  const [attempted, setAttempted] = useState(false);
  /** What the job on screen was started from, for the before/after compare (not kept across a reload). */
  const [source, setSource] = useState<VideoUpscalerValues | undefined>();
  const credits = useCreditGate({
    client,
    cost: operationCost('videoUpscale', {}),
    shortMessageTemplate: text.insufficientCredits,
  });
  const run = useToolRun({
    ...delivery,
    client,
    credits,
    job: {
      resumeKey: videoUpscalerResumeKey,
      start: (input: VideoUpscaleInput, options) => client.videoUpscale.start(input, options),
      wait: client.videoUpscale.wait,
      cancel: (task, options) => client.videoUpscale.cancel(task.taskId, options),
    },
    toResult: ({ url, engine }, { task }: { task: UpscaleTask | undefined }): VideoUpscalerResult => ({
      url,
      taskId: task?.taskId,
      engine,
    }),
    failureMessage: (error) => failureMessage(error, text, failureWording),
  });

  const problem = validateUpscale(values);
  const update = useCallback((change: Partial<VideoUpscalerValues>) => {
    setValues((current) => ({ ...current, ...change }));
  }, []);
  /** The upload field has checked the file's bytes and size before it gets here. */
  const setVideoFile = useCallback((videoFile: File | null) => update({ videoFile }), [update]);
  const setVideoUrl = useCallback((videoUrl: string) => update({ videoUrl }), [update]);

  const { start, reset: resetRun } = run;
  const submit = useCallback((): boolean => {
    setAttempted(true);
    if (problem) return false;
    const started = start(toUpscaleInput(values));
    if (started) setSource(values);
    return started;
  }, [problem, start, values]);

  const reset = useCallback(() => {
    resetRun();
    setAttempted(false);
    setSource(undefined);
    setValues(initialUpscalerValues(defaultValues));
  }, [defaultValues, resetRun]);

  const inputError = attempted && problem ? text[problem] : undefined;
  return {
    ...run,
    values,
    fieldErrors: { video: inputError },
    announcement: inputError,
    statusText: statusText(run, text, statusWording),
    taskId: run.task?.taskId,
    /** The input of the job on screen: the original side of the compare. */
    source,
    credits,
    messages: text,
    setVideoFile,
    setVideoUrl,
    submit,
    reset,
  };
}
