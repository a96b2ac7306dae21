import { isApiError, type StudioResult, type StudioScale } from '@mediakit/api-client';
import {
  failureMessage,
  polledJob,
  statusText,
  useCheckedForm,
  useCreditGate,
  useMediakitClient,
  useToolMessages,
  useToolRun,
  type FailureWording,
  type MediaResult,
  type StatusWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback } from 'react';
import {
  clampStudioStrength,
  estimateStudioCost,
  initialImageStudioValues,
  isStudioScale,
  validateImageStudio,
  type ImageStudioField,
  type ImageStudioValues,
  type StudioTab,
} from './imageStudioForm';
import { imageStudioMessages, type ImageStudioMessages } from './messages';

/** Names each tab's running job in sessionStorage, so a reload resumes polling the right endpoint. */
export const imageStudioResumeKeys = { enhance: 'image-studio:enhance', transform: 'image-studio:transform' } as const;

/** What a finished job hands to `onResult`. */
export interface ImageStudioResult extends MediaResult {
  tab: StudioTab;
  /** The first output (absolute http(s) URL). */
  url: string;
  /** Every output, in order. */
  urls: string[];
}

export type UseImageStudioOptions = ToolOptions<ImageStudioResult, ImageStudioMessages, Partial<ImageStudioValues>>;

// Spec 001, section 8: 'Task ID not returned', 'Processing failed', 'Failed to fetch status', 'Request failed (status)'.
export const studioFailureWording: FailureWording<ImageStudioMessages> = {
  fallback: 'processingFailed',
  creditsShort: 'notEnoughCredits',
  reasons: {
    'job-failed': 'processingFailed',
    'status-check-failed': 'statusFailed',
    'no-output': 'noOutput',
    'missing-task-id': 'taskIdMissing',
    // Only the start call can end this way (polling retries bad answers): whatever came back, it held no task id.
    'malformed-response': 'taskIdMissing',
    'response-too-large': 'taskIdMissing',
    unauthenticated: 'unauthenticated',
    network: 'network',
    timeout: 'timedOut',
  },
  unlessServerSaid: {
    'invalid-input': 'invalidInput',
    'server-error': 'requestFailed',
    'request-failed': 'requestFailed',
    redirected: 'requestFailed',
  },
};

const statusWording: StatusWording<ImageStudioMessages> = {
  starting: 'statusStarting',
  statuses: { STARTING: 'statusStarting', PENDING: 'statusQueued', IN_PROGRESS: 'statusProcessing' },
  otherwise: 'statusWorking',
  succeeded: 'succeeded',
};

/**
 * The image studio without its view: Enhance (upscale) and Transform (style transfer) forms, validation, the credit
 * gate with the section 9 estimates, and one polled job per tab (status texts, cancel, resume after a reload).
 */
export function useImageStudio({
  client: explicitClient,
  messages,
  defaultValues,
  onError,
  ...delivery
}: UseImageStudioOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ImageStudioMessages>(imageStudioMessages, messages);
  const form = useCheckedForm<ImageStudioValues, Partial<ImageStudioValues>, ImageStudioField>(
    initialImageStudioValues,
    defaultValues,
  );
  const { tab } = form.values;
  const credits = useCreditGate({
    cost: estimateStudioCost(tab, form.values.scale),
    shortMessageTemplate: text.notEnoughCredits,
    engine: tab === 'enhance' ? 'enhance' : 'style',
    client,
  });

  // One run per tab: both tabs' jobs may be under way, and both resume after a reload.
  const runOptions = (runTab: StudioTab) => ({
    ...delivery,
    client,
    credits,
    toResult: ({ urls, engine }: StudioResult): ImageStudioResult => ({
      tab: runTab,
      url: urls[0] ?? '',
      urls,
      engine,
    }),
    failureMessage: (error: unknown) => failureMessage(error, text, studioFailureWording),
    onError: (error: unknown) => {
      if (isApiError(error) && error.kind === 'malformed-response') {
        console.error('Image studio: unexpected response from the server.', error.body);
      }
      onError?.(error);
    },
  });
  const enhanceRun = useToolRun({
    ...runOptions('enhance'),
    job: polledJob(imageStudioResumeKeys.enhance, client.enhance),
  });
  const transformRun = useToolRun({
    ...runOptions('transform'),
    job: polledJob(imageStudioResumeKeys.transform, client.style),
  });
  const run = tab === 'enhance' ? enhanceRun : transformRun;

  const { change, showErrors, resetForm } = form;
  /** The upload fields have checked the files' bytes and sizes before they get here. */
  const setImageFile = useCallback((imageFile: File | null) => change({ imageFile }, 'image'), [change]);
  const setStyleFile = useCallback((styleFile: File | null) => change({ styleFile }, 'style'), [change]);
  const setImageUrl = useCallback((imageUrl: string) => change({ imageUrl }, 'image'), [change]);
  const setStyleUrl = useCallback((styleUrl: string) => change({ styleUrl }, 'style'), [change]);
  const setTab = useCallback(
    (next: StudioTab | string) => {
      // Another tab asks for other inputs: its errors would only confuse.
      if (next === 'enhance' || next === 'transform') change({ tab: next }, next === tab ? undefined : 'all');
    },
    [change, tab],
  );
  const setPrompt = useCallback((prompt: string) => change({ prompt }), [change]);
  const setScale = useCallback(
    (scale: StudioScale | number | string) => {
      const parsed = Number(scale);
      if (isStudioScale(parsed)) change({ scale: parsed });
    },
    [change],
  );
  const setStrength = (strength: number) => change({ strength: clampStudioStrength(strength, form.values.strength) });
  const setPreserveStructure = useCallback((preserveStructure: boolean) => change({ preserveStructure }), [change]);

  const submit = () => {
    if (run.isBusy) return false;
    const checked = validateImageStudio(form.values, text);
    if (!checked.ok) {
      enhanceRun.dismissFailure();
      transformRun.dismissFailure();
      showErrors(checked.errors);
      return false;
    }
    showErrors({});
    return checked.tab === 'enhance' ? enhanceRun.start(checked.input) : transformRun.start(checked.input);
  };

  const reset = () => {
    enhanceRun.reset();
    transformRun.reset();
    resetForm();
  };

  return {
    ...run,
    values: form.values,
    fieldErrors: form.errors,
    tab,
    /** The source image of this tab's current or last run: a file or a URL, for the before/after view. */
    source: run.input?.image ?? run.input?.imageUrl,
    imageFileWins: !!form.values.imageFile && form.values.imageUrl.trim() !== '',
    styleFileWins: !!form.values.styleFile && form.values.styleUrl.trim() !== '',
    statusText: statusText(run, text, statusWording),
    credits,
    messages: text,
    setTab,
    setImageFile,
    setImageUrl,
    setStyleFile,
    setStyleUrl,
    setPrompt,
    setScale,
    setStrength,
    setPreserveStructure,
    submit,
    reset,
  };
}
