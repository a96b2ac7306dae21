import { isApiError, type MediakitClient, type StudioResult, type StudioScale } from '@mediakit/api-client';
import {
  useCreditGate,
  useMediakitClient,
  useResultDelivery,
  useToolJob,
  useToolMessages,
  type DeliveredResult,
} from '@mediakit/tool-runtime';
import { useCallback, useReducer, useState } from 'react';
import {
  clampStudioStrength,
  estimateStudioCost,
  initialImageStudioValues,
  isStudioScale,
  studioFileProblem,
  validateImageStudio,
  type ImageStudioErrors,
  type ImageStudioValues,
  type StudioTab,
} from './imageStudioForm';
import { imageStudioMessages, type ImageStudioMessages } from './messages';
import { studioFailureMessage } from './studioFailureMessage';

/** sessionStorage keys of running jobs, one per tab, so a reload resumes polling the right endpoint. */
export const imageStudioToolKeys = { enhance: 'image-studio:enhance', transform: 'image-studio:transform' } as const;

/** What a finished job hands to `onResult`. */
export interface ImageStudioResult {
  tab: StudioTab;
  /** The first output (absolute http(s) URL). */
  url: string;
  /** Every output, in order. */
  urls: string[];
}

export interface UseImageStudioOptions {
  client?: MediakitClient;
  messages?: Partial<ImageStudioMessages>;
  defaultValues?: Partial<ImageStudioValues>;
  /** Called once per finished job of either tab, also for a job resumed after a reload. */
  onResult?: (result: DeliveredResult<ImageStudioResult>) => void;
  /** Also fetch the first output and hand it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
}

interface FormState {
  values: ImageStudioValues;
  errors: ImageStudioErrors;
  /** The source image of each tab's last run, for the before/after view. */
  sources: Partial<Record<StudioTab, File | string>>;
}

type FormAction =
  | { type: 'changed'; values: Partial<ImageStudioValues>; clears?: keyof ImageStudioErrors }
  | { type: 'file-rejected'; field: keyof ImageStudioErrors; error: string }
  | { type: 'invalid'; errors: ImageStudioErrors }
  | { type: 'submitted'; tab: StudioTab; source: File | string }
  | { type: 'reset'; values: ImageStudioValues };

/** The form's state machine, free of React and the network. */
export function imageStudioFormReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'changed': {
      const errors = { ...state.errors };
      if (action.clears) delete errors[action.clears];
      // Another tab asks for other inputs: its errors would only confuse.
      const tabChanged = action.values.tab !== undefined && action.values.tab !== state.values.tab;
      return { ...state, values: { ...state.values, ...action.values }, errors: tabChanged ? {} : errors };
    }
    case 'file-rejected':
      return { ...state, errors: { ...state.errors, [action.field]: action.error } };
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'submitted':
      return { ...state, errors: {}, sources: { ...state.sources, [action.tab]: action.source } };
    case 'reset':
      return { values: action.values, errors: {}, sources: {} };
  }
}

const ticketOf = (started: { taskId: string }) => started.taskId;

/**
 * The image studio without its view: Enhance (upscale) and Transform (style transfer) forms, validation, the credit
 * gate with the section 9 estimates, and one polled job per tab (status texts, cancel, resume after a reload).
 */
export function useImageStudio(options: UseImageStudioOptions = {}) {
  const client = useMediakitClient(options.client);
  const text = useToolMessages<ImageStudioMessages>(imageStudioMessages, options.messages);
  const [form, dispatch] = useReducer(imageStudioFormReducer, options.defaultValues, (defaults): FormState => ({
    values: initialImageStudioValues(defaults),
    errors: {},
    sources: {},
  }));
  const { tab } = form.values;
  const gate = useCreditGate({
    cost: estimateStudioCost(tab, form.values.scale),
    shortMessageTemplate: text.notEnoughCredits,
    client,
  });
  // The failure itself, so its message follows the partner's wording rather than the client's.
  const [failures, setFailures] = useState<Partial<Record<StudioTab, { error: unknown }>>>({});
  // One delivery per tab: a delivery drops its unfinished fetch when the next result arrives, and both tabs' jobs may
  // finish close together (e.g. both resumed after a reload).
  const delivery = { client, onResult: options.onResult, includeBlob: options.includeBlob };
  const deliverEnhanced = useResultDelivery<ImageStudioResult>(delivery);
  const deliverTransformed = useResultDelivery<ImageStudioResult>(delivery);

  const jobOptions = (jobTab: StudioTab) => ({
    toolKey: imageStudioToolKeys[jobTab],
    ticketOf,
    fallbackErrorMessage: text.processingFailed,
    balance: gate,
    cost: gate.cost,
    onResult: ({ urls }: StudioResult) => {
      const [url] = urls;
      const deliver = jobTab === 'enhance' ? deliverEnhanced : deliverTransformed;
      if (url) void deliver({ tab: jobTab, url, urls });
    },
    onError: (error: unknown) => {
      setFailures((current) => ({ ...current, [jobTab]: { error } }));
      if (isApiError(error) && error.kind === 'malformed-response') {
        console.error('Image studio: unexpected response from the server.', error.body);
      }
      options.onError?.(error);
    },
  });
  const enhanceJob = useToolJob({ ...jobOptions('enhance'), job: client.enhance });
  const transformJob = useToolJob({ ...jobOptions('transform'), job: client.style });
  const job = tab === 'enhance' ? enhanceJob : transformJob;

  const setFile = useCallback(
    (field: 'image' | 'style', file: File | null) => {
      const problem = file ? studioFileProblem(file, text) : undefined;
      if (problem) dispatch({ type: 'file-rejected', field, error: problem });
      else
        dispatch({
          type: 'changed',
          values: field === 'image' ? { imageFile: file } : { styleFile: file },
          clears: field,
        });
    },
    [text],
  );
  const setImageFile = useCallback((file: File | null) => setFile('image', file), [setFile]);
  const setStyleFile = useCallback((file: File | null) => setFile('style', file), [setFile]);
  const setImageUrl = useCallback(
    (imageUrl: string) => dispatch({ type: 'changed', values: { imageUrl }, clears: 'image' }),
    [],
  );
  const setStyleUrl = useCallback(
    (styleUrl: string) => dispatch({ type: 'changed', values: { styleUrl }, clears: 'style' }),
    [],
  );
  const setTab = useCallback((next: StudioTab | string) => {
    if (next === 'enhance' || next === 'transform') dispatch({ type: 'changed', values: { tab: next } });
  }, []);
  const setPrompt = useCallback((prompt: string) => dispatch({ type: 'changed', values: { prompt } }), []);
  const setScale = useCallback((scale: StudioScale | number | string) => {
    const parsed = Number(scale);
    if (isStudioScale(parsed)) dispatch({ type: 'changed', values: { scale: parsed } });
  }, []);
  const setStrength = useCallback(
    (strength: number) =>
      dispatch({ type: 'changed', values: { strength: clampStudioStrength(strength, form.values.strength) } }),
    [form.values.strength],
  );
  const setPreserveStructure = useCallback(
    (preserveStructure: boolean) => dispatch({ type: 'changed', values: { preserveStructure } }),
    [],
  );

  const { start: startEnhance } = enhanceJob;
  const { start: startTransform } = transformJob;
  const submit = useCallback(() => {
    if (job.isBusy || gate.isShort) return false;
    const checked = validateImageStudio(form.values, text);
    if (!checked.ok) {
      dispatch({ type: 'invalid', errors: checked.errors });
      return false;
    }
    setFailures((current) => ({ ...current, [checked.tab]: undefined }));
    dispatch({ type: 'submitted', tab: checked.tab, source: checked.source });
    if (checked.tab === 'enhance') void startEnhance(checked.input);
    else void startTransform(checked.input);
    return true;
  }, [form.values, gate.isShort, job.isBusy, startEnhance, startTransform, text]);

  const { reset: resetEnhance } = enhanceJob;
  const { reset: resetTransform } = transformJob;
  const startOver = useCallback(() => {
    resetEnhance();
    resetTransform();
    setFailures({});
    dispatch({ type: 'reset', values: initialImageStudioValues(options.defaultValues) });
  }, [options.defaultValues, resetEnhance, resetTransform]);

  const failure = failures[tab];
  const error = job.phase !== 'failed' ? undefined : failure ? studioFailureMessage(failure.error, text) : job.error;
  const imageFileWins = !!form.values.imageFile && form.values.imageUrl.trim() !== '';
  const styleFileWins = !!form.values.styleFile && form.values.styleUrl.trim() !== '';

  return {
    values: form.values,
    errors: form.errors,
    tab,
    /** The source image of this tab's current or last run: a File or a URL. */
    source: form.sources[tab],
    imageFileWins,
    styleFileWins,
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
    cancel: job.cancel,
    startOver,
    gate,
    phase: job.phase,
    isBusy: job.isBusy,
    resumed: job.resumed ?? false,
    statusText: statusTextOf(job.phase, job.progress?.rawStatus, text),
    progress: job.progress?.progress,
    result: job.result,
    error,
    messages: text,
  };
}

function statusTextOf(phase: string, rawStatus: string | undefined, text: ImageStudioMessages): string | undefined {
  if (phase === 'starting') return text.statusStarting;
  if (phase === 'succeeded') return text.succeeded;
  if (phase !== 'running') return undefined;
  const status = rawStatus?.toUpperCase();
  if (status === 'STARTING') return text.statusStarting;
  if (status === 'PENDING') return text.statusQueued;
  if (status === 'IN_PROGRESS') return text.statusProcessing;
  return text.statusWorking;
}

export type UseImageStudioResult = ReturnType<typeof useImageStudio>;
