import {
  ApiError,
  isApiError,
  type ImageToVideoApi,
  type ImageToVideoInput,
  type MediakitClient,
} from '@mediakit/api-client';
import { estimateVideoCost } from '@mediakit/api-client/costs';
import {
  formatMessage,
  useCreditGate,
  useMediakitClient,
  useResultDelivery,
  useToolJob,
  useToolMessages,
  type DeliveredResult,
} from '@mediakit/tool-runtime';
import { useCallback, useMemo, useState } from 'react';
import {
  frameFileProblem,
  hasErrors,
  initialImageToVideoValues,
  normalizeDuration,
  sizePresetById,
  toImageToVideoInput,
  validateImageToVideo,
  type ImageToVideoDefaults,
  type ImageToVideoErrors,
  type ImageToVideoValues,
  type SizePreset,
} from './imageToVideoForm';
import { imageToVideoMessages, type ImageToVideoMessages } from './messages';
import { videoStatusText } from './videoStatusText';

export const imageToVideoToolKey = 'image-to-video';

export interface ImageToVideoResult {
  /** The generated video (absolute http(s) URL). */
  url: string;
  taskId: string | undefined;
  /** The custom size preset chosen when the result arrived (sent with the request as `customSize`). */
  sizePreset: SizePreset | undefined;
}

export interface UseImageToVideoOptions {
  client?: MediakitClient;
  messages?: Partial<ImageToVideoMessages>;
  defaultValues?: ImageToVideoDefaults;
  /** Called once per finished video, also for a job resumed after a reload. */
  onResult?: (result: DeliveredResult<ImageToVideoResult>) => void;
  /** Also fetch the video and hand it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  onError?: (error: unknown) => void;
}

// These failures have their own catalogue texts ('Please log in to continue.', 'Not enough credits. Need X, you
// have Y.', the network text); everything else the server says is shown as 'Error generating video: {details}'.
const ownMessageKinds = new Set(['unauthenticated', 'insufficient-credits', 'forbidden', 'network', 'timeout']);

function asGenerateError(error: unknown, text: ImageToVideoMessages): unknown {
  if (!isApiError(error) || ownMessageKinds.has(error.kind) || error.kind === 'aborted') return error;
  const details = error.message.trim() || text.missingTaskId;
  return new ApiError(error.kind, formatMessage(text.generateFailed, { details }), {
    status: error.status,
    body: error.body,
    cause: error,
    credits: error.credits,
  });
}

function asStatusError(error: unknown, text: ImageToVideoMessages): unknown {
  if (!isApiError(error) || error.kind === 'aborted' || error.kind === 'unauthenticated') return error;
  // A job the server reports failed is a generation error; anything else went wrong while checking.
  if (error.kind === 'job-failed') return asGenerateError(error, text);
  return new ApiError(error.kind, text.statusCheckFailed, { status: error.status, body: error.body, cause: error });
}

/**
 * The request for the form: the chosen size preset goes along as `customSize` (the api-client sends it as
 * `custom_width` and `custom_height`, a Mediakit extension); without a preset there is no `customSize` at all.
 */
function toRequest(values: ImageToVideoValues): ImageToVideoInput {
  const input = toImageToVideoInput(values);
  const preset = sizePresetById(values.sizePreset);
  return preset ? { ...input, customSize: { width: preset.width, height: preset.height } } : input;
}

/** The image-to-video tool without its view: form, checks, credits, the polled job, cancel and resume. */
export function useImageToVideo({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  includeBlob,
  onError,
}: UseImageToVideoOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ImageToVideoMessages>(imageToVideoMessages, messages);
  const [values, setValues] = useState<ImageToVideoValues>(() => initialImageToVideoValues(defaultValues));
  const [fileError, setFileError] = useState<keyof ImageToVideoMessages | undefined>();
  const [showErrors, setShowErrors] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [attempts, setAttempts] = useState(0);

  const gate = useCreditGate({
    client,
    cost: estimateVideoCost({ resolution: values.resolution, duration: values.duration }),
    shortMessageTemplate: text.insufficientCredits,
  });

  const job = useMemo<Pick<ImageToVideoApi, 'start' | 'wait'>>(
    () => ({
      start: (input, options) =>
        client.imageToVideo.start(input, options).catch((error: unknown) => {
          throw asGenerateError(error, text);
        }),
      wait: (ticket, options) =>
        client.imageToVideo.wait(ticket, options).catch((error: unknown) => {
          throw asStatusError(error, text);
        }),
    }),
    [client, text],
  );

  const sizePreset = sizePresetById(values.sizePreset);
  const deliver = useResultDelivery<ImageToVideoResult>({ client, onResult, includeBlob });
  const videoJob = useToolJob({
    toolKey: imageToVideoToolKey,
    job,
    ticketOf: (started) => started.taskId,
    fallbackErrorMessage: formatMessage(text.generateFailed, { details: text.missingTaskId }),
    balance: gate,
    cost: gate.cost,
    onResult: (result) => void deliver({ url: result.videoUrl, taskId: videoJob.ticket, sizePreset }),
    onError,
  });

  const errors: ImageToVideoErrors = validateImageToVideo(values);
  const visibleErrors: Partial<Record<keyof ImageToVideoErrors, string>> = {};
  if (showErrors) {
    for (const [field, key] of Object.entries(errors) as [keyof ImageToVideoErrors, keyof ImageToVideoMessages][]) {
      visibleErrors[field] = text[key];
    }
  }
  if (fileError) visibleErrors.frame = text[fileError];

  const update = useCallback((change: Partial<ImageToVideoValues>) => {
    setBlocked(false);
    setValues((current) => ({ ...current, ...change }));
  }, []);

  const setPrompt = useCallback((prompt: string) => update({ prompt }), [update]);
  const setDuration = useCallback((duration: unknown) => update({ duration: normalizeDuration(duration) }), [update]);
  const setResolution = useCallback((resolution: string) => update({ resolution }), [update]);
  const setSizePreset = useCallback(
    (id: string | null) => update({ sizePreset: sizePresetById(id)?.id ?? null }),
    [update],
  );
  const setFrameUrl = useCallback((frameUrl: string) => update({ frameUrl }), [update]);
  /** A rejected file is never kept, and the frame chosen before stays: bad input loses nothing. */
  const setFrameFile = useCallback(
    (file: File | null) => {
      const problem = file ? frameFileProblem(file) : undefined;
      setFileError(problem);
      if (!problem) update({ frameFile: file });
    },
    [update],
  );

  const submit = useCallback((): boolean => {
    setShowErrors(true);
    setAttempts((count) => count + 1);
    if (videoJob.isBusy || hasErrors(errors)) return false;
    if (gate.isShort) {
      setBlocked(true);
      return false;
    }
    setFileError(undefined);
    void videoJob.start(toRequest(values));
    return true;
  }, [errors, gate.isShort, values, videoJob]);

  const firstError = visibleErrors.prompt ?? visibleErrors.resolution ?? visibleErrors.frame;
  const running = videoJob.phase === 'running' ? videoJob.progress : undefined;
  const statusText =
    videoJob.phase === 'running'
      ? videoStatusText(running, text)
      : videoJob.phase === 'succeeded'
        ? text.succeeded
        : undefined;

  return {
    values,
    errors: visibleErrors,
    /** The first visible problem, for the live region. */
    firstError,
    /** Counts submit attempts, so a view can announce the same problem again. */
    attempts,
    /** Balance, estimate and the spec's message when short, for CostBadge. */
    gate,
    cost: gate.cost,
    credits: gate.credits,
    isShort: gate.isShort,
    shortMessage: gate.shortMessage,
    /** True after a submit that the credit check stopped. */
    blocked,
    phase: videoJob.phase,
    isBusy: videoJob.isBusy,
    resumed: videoJob.resumed ?? false,
    statusText,
    progress: running?.progress,
    error: videoJob.error,
    taskId: videoJob.ticket,
    videoUrl: videoJob.result?.videoUrl,
    /** Which engine made the video ('local': the server's own, not an AI model). */
    engine: videoJob.result?.engine,
    sizePreset,
    setPrompt,
    setDuration,
    setResolution,
    setSizePreset,
    setFrameFile,
    setFrameUrl,
    submit,
    cancel: videoJob.cancel,
    reset: videoJob.reset,
    messages: text,
  };
}

export type ImageToVideoState = ReturnType<typeof useImageToVideo>;
