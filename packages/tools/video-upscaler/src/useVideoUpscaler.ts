import {
  ApiError,
  isApiError,
  type ApiErrorReason,
  type JobState,
  type MediakitClient,
  type UpscaledVideo,
  type VideoUpscaleApi,
} from '@mediakit/api-client';
import { featureCost } from '@mediakit/api-client/costs';
import {
  useCreditGate,
  useMediakitClient,
  useResultDelivery,
  useToolJob,
  useToolMessages,
  type DeliveredResult,
} from '@mediakit/tool-runtime';
import { useCallback, useMemo, useState } from 'react';
import { videoUpscalerMessages, type VideoUpscalerMessages } from './messages';
import {
  initialUpscalerValues,
  isVideoFile,
  toUpscaleInput,
  validateUpscale,
  type VideoUpscalerDefaults,
  type VideoUpscalerValues,
} from './upscaleForm';

export const videoUpscalerToolKey = 'video-upscaler';

// The client says these two in the spec's words ('Failed to start 4K upscaling.', 'Polling failed.'); partners may
// reword them: a start that failed without the server's own words, and status checks that kept failing.
const startFailedReasons: readonly ApiErrorReason[] = [
  'missing-task-id',
  'job-failed',
  'server-error',
  'request-failed',
];
const startFailedWithoutReason = (error: ApiError) => !error.serverMessage && startFailedReasons.includes(error.reason);
const pollingFailed = (error: ApiError) => error.reason === 'status-check-failed';

export interface VideoUpscalerResult {
  /** The 4K video (absolute http(s) URL). */
  url: string;
  taskId: string | undefined;
}

export interface UseVideoUpscalerOptions {
  client?: MediakitClient;
  messages?: Partial<VideoUpscalerMessages>;
  defaultValues?: VideoUpscalerDefaults;
  /** Called once per finished upscale, also for a job resumed after a reload. */
  onResult?: (result: DeliveredResult<VideoUpscalerResult>) => void;
  /** Also fetch the 4K video and hand it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  onError?: (error: unknown) => void;
}

function reworded(error: unknown, applies: (error: ApiError) => boolean, text: string): unknown {
  if (!isApiError(error) || !applies(error) || text === error.message) return error;
  return new ApiError(error.kind, text, { reason: error.reason, status: error.status, body: error.body, cause: error });
}

type Running = Extract<JobState<UpscaledVideo>, { status: 'running' }>;

export function upscaleStatusText(progress: Running | undefined, text: VideoUpscalerMessages): string {
  if (!progress) return text.statusWaiting;
  const word = progress.rawStatus?.toLowerCase();
  if (word === 'queued' || word === 'pending') return text.statusQueued;
  return text.statusProcessing;
}

/** The video upscaler without its view: file or URL, checks, credits, the job polled every 3 s, cancel and resume. */
export function useVideoUpscaler({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  includeBlob,
  onError,
}: UseVideoUpscalerOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<VideoUpscalerMessages>(videoUpscalerMessages, messages);
  const [values, setValues] = useState<VideoUpscalerValues>(() => initialUpscalerValues(defaultValues));
  const [showError, setShowError] = useState(false);
  const [fileRejected, setFileRejected] = useState(false);
  const [blocked, setBlocked] = useState(false);
  /** What the running job was started from, for the before/after compare (not kept across a reload). */
  const [source, setSource] = useState<VideoUpscalerValues | undefined>();
  const gate = useCreditGate({
    client,
    cost: featureCost('video_upscale'),
    shortMessageTemplate: text.insufficientCredits,
  });

  const job = useMemo<Pick<VideoUpscaleApi, 'start' | 'wait'>>(
    () => ({
      start: (input, options) =>
        client.videoUpscale.start(input, options).catch((error: unknown) => {
          throw reworded(error, startFailedWithoutReason, text.startFailed);
        }),
      wait: (ticket, options) =>
        client.videoUpscale.wait(ticket, options).catch((error: unknown) => {
          throw reworded(error, pollingFailed, text.pollingFailed);
        }),
    }),
    [client, text],
  );

  const deliver = useResultDelivery<VideoUpscalerResult>({ client, onResult, includeBlob });
  const upscaleJob = useToolJob({
    toolKey: videoUpscalerToolKey,
    job,
    ticketOf: (started) => started,
    fallbackErrorMessage: text.startFailed,
    balance: gate,
    cost: gate.cost,
    onResult: (result) => void deliver({ url: result.url, taskId: upscaleJob.ticket?.taskId }),
    onError,
  });

  const problem = validateUpscale(values);
  const error = fileRejected ? text.notVideo : showError && problem ? text[problem] : undefined;

  const update = useCallback((change: Partial<VideoUpscalerValues>) => {
    setBlocked(false);
    setValues((current) => ({ ...current, ...change }));
  }, []);

  /** A file that is not a video is never kept; the one chosen before stays. */
  const setVideoFile = useCallback(
    (file: File | null) => {
      const rejected = !!file && !isVideoFile(file);
      setFileRejected(rejected);
      if (!rejected) update({ videoFile: file });
    },
    [update],
  );
  const setVideoUrl = useCallback((videoUrl: string) => update({ videoUrl }), [update]);

  const submit = useCallback((): boolean => {
    setShowError(true);
    if (upscaleJob.isBusy || problem) return false;
    if (gate.isShort) {
      setBlocked(true);
      return false;
    }
    setFileRejected(false);
    setSource(values);
    void upscaleJob.start(toUpscaleInput(values));
    return true;
  }, [gate.isShort, problem, upscaleJob, values]);

  const running = upscaleJob.phase === 'running' ? upscaleJob.progress : undefined;
  const statusText =
    upscaleJob.phase === 'running'
      ? upscaleStatusText(running, text)
      : upscaleJob.phase === 'succeeded'
        ? text.succeeded
        : undefined;

  return {
    values,
    /** The input problem to show, verbatim from the spec. */
    inputError: error,
    gate,
    cost: gate.cost,
    credits: gate.credits,
    isShort: gate.isShort,
    shortMessage: gate.shortMessage,
    blocked,
    phase: upscaleJob.phase,
    isBusy: upscaleJob.isBusy,
    resumed: upscaleJob.resumed ?? false,
    statusText,
    progress: running?.progress,
    error: upscaleJob.error,
    taskId: upscaleJob.ticket?.taskId,
    resultUrl: upscaleJob.result?.url,
    /** Which engine made the video ('local': the server's own, not an AI model). */
    engine: upscaleJob.result?.engine,
    /** The input of the job on screen: the original side of the compare. */
    source,
    setVideoFile,
    setVideoUrl,
    submit,
    cancel: upscaleJob.cancel,
    reset: upscaleJob.reset,
    messages: text,
  };
}

export type VideoUpscalerState = ReturnType<typeof useVideoUpscaler>;
