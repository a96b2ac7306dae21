import { isApiError, type EditedImage, type MediakitClient } from '@mediakit/api-client';
import { featureCost } from '@mediakit/api-client/costs';
import {
  useCreditGate,
  useMediakitClient,
  useResultDelivery,
  useToolJob,
  useToolMessages,
  type DeliveredResult,
} from '@mediakit/tool-runtime';
import { useCallback, useReducer, useState } from 'react';
import { editFailureMessage } from './editFailureMessage';
import {
  clampStrength,
  imageFileProblem,
  initialImageEditorValues,
  isImageEditSize,
  validateImageEditor,
  type ImageEditorErrors,
  type ImageEditorValues,
  type ImageEditSize,
} from './imageEditorForm';
import { imageEditorMessages, type ImageEditorMessages } from './messages';

/** sessionStorage key of a running edit, so a reload resumes polling. */
export const imageEditorToolKey = 'image-editor';

/** What a finished edit hands to `onResult`. */
export interface ImageEditorResult {
  /** The edited image (absolute http(s) URL). */
  url: string;
  /** The image URL that was edited, when the source was a URL rather than an upload. */
  sourceUrl?: string;
}

export interface UseImageEditorOptions {
  client?: MediakitClient;
  messages?: Partial<ImageEditorMessages>;
  defaultValues?: Partial<ImageEditorValues>;
  /** Called once per finished edit, also for a job resumed after a reload. */
  onResult?: (result: DeliveredResult<ImageEditorResult>) => void;
  /** Also fetch the edited image and hand it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
}

interface FormState {
  values: ImageEditorValues;
  errors: ImageEditorErrors;
  /** The image of the last run, for the before/after view (the form may change meanwhile). */
  source: File | string | undefined;
}

type FormAction =
  | { type: 'changed'; values: Partial<ImageEditorValues>; clears?: keyof ImageEditorErrors }
  | { type: 'file-rejected'; error: string }
  | { type: 'invalid'; errors: ImageEditorErrors }
  | { type: 'submitted'; source: File | string }
  | { type: 'reset'; values: ImageEditorValues };

/** The form's state machine, free of React and the network. */
export function imageEditorFormReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'changed': {
      const errors = { ...state.errors };
      if (action.clears) delete errors[action.clears];
      return { ...state, values: { ...state.values, ...action.values }, errors };
    }
    case 'file-rejected':
      return { ...state, errors: { ...state.errors, image: action.error } };
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'submitted':
      return { ...state, errors: {}, source: action.source };
    case 'reset':
      return { values: action.values, errors: {}, source: undefined };
  }
}

/**
 * The image editor without its view: the form, its validation, the credit gate and the polled edit job (start,
 * status texts, cancel, resume after a reload). Aborts its requests and timers on unmount.
 */
export function useImageEditor(options: UseImageEditorOptions = {}) {
  const client = useMediakitClient(options.client);
  const text = useToolMessages<ImageEditorMessages>(imageEditorMessages, options.messages);
  const [form, dispatch] = useReducer(imageEditorFormReducer, options.defaultValues, (defaults) => ({
    values: initialImageEditorValues(defaults),
    errors: {},
    source: undefined,
  }));
  const gate = useCreditGate({
    cost: featureCost('image_editor'),
    shortMessageTemplate: text.notEnoughCredits,
    client,
  });
  // The failure itself, so its message follows the partner's wording rather than the client's.
  const [failure, setFailure] = useState<{ error: unknown }>();
  const deliver = useResultDelivery<ImageEditorResult>({
    client,
    onResult: options.onResult,
    includeBlob: options.includeBlob,
  });

  const job = useToolJob({
    toolKey: imageEditorToolKey,
    job: client.imageEdit,
    ticketOf: (started) => started.taskId,
    fallbackErrorMessage: text.editFailed,
    balance: gate,
    cost: gate.cost,
    onResult: (result: EditedImage) => {
      void deliver({ url: result.url, ...(typeof form.source === 'string' ? { sourceUrl: form.source } : {}) });
    },
    onError: (error) => {
      setFailure({ error });
      if (isApiError(error) && error.kind === 'malformed-response') {
        console.error('Image editor: unexpected response from the server.', error.body);
      }
      options.onError?.(error);
    },
  });

  const setImageFile = useCallback(
    (file: File | null) => {
      const problem = file ? imageFileProblem(file, text) : undefined;
      if (problem) dispatch({ type: 'file-rejected', error: problem });
      else dispatch({ type: 'changed', values: { imageFile: file }, clears: 'image' });
    },
    [text],
  );
  const setImageUrl = useCallback(
    (imageUrl: string) => dispatch({ type: 'changed', values: { imageUrl }, clears: 'image' }),
    [],
  );
  const setPrompt = useCallback(
    (prompt: string) => dispatch({ type: 'changed', values: { prompt }, clears: 'prompt' }),
    [],
  );
  const setStrength = useCallback(
    (strength: number) =>
      dispatch({ type: 'changed', values: { strength: clampStrength(strength, form.values.strength) } }),
    [form.values.strength],
  );
  const setBackground = useCallback((background: string) => dispatch({ type: 'changed', values: { background } }), []);
  const setSize = useCallback((size: ImageEditSize | string) => {
    if (isImageEditSize(size)) dispatch({ type: 'changed', values: { size } });
  }, []);

  const { start } = job;
  const submit = useCallback(() => {
    if (job.isBusy || gate.isShort) return false;
    const checked = validateImageEditor(form.values, text);
    if (!checked.ok) {
      dispatch({ type: 'invalid', errors: checked.errors });
      return false;
    }
    setFailure(undefined);
    dispatch({ type: 'submitted', source: checked.source });
    void start(checked.input);
    return true;
  }, [form.values, gate.isShort, job.isBusy, start, text]);

  const { reset: resetJob } = job;
  const startOver = useCallback(() => {
    resetJob();
    setFailure(undefined);
    dispatch({ type: 'reset', values: initialImageEditorValues(options.defaultValues) });
  }, [options.defaultValues, resetJob]);

  const error = job.phase !== 'failed' ? undefined : failure ? editFailureMessage(failure.error, text) : job.error;

  return {
    values: form.values,
    errors: form.errors,
    /** The image of the current or last run: a File or a URL. */
    source: form.source,
    usesUrl: form.values.imageUrl.trim() !== '',
    setImageFile,
    setImageUrl,
    setPrompt,
    setStrength,
    setBackground,
    setSize,
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

function statusTextOf(phase: string, rawStatus: string | undefined, text: ImageEditorMessages): string | undefined {
  if (phase === 'starting') return text.statusSending;
  if (phase === 'succeeded') return text.succeeded;
  if (phase !== 'running') return undefined;
  const status = rawStatus?.toUpperCase();
  if (status === 'PENDING' || status === 'QUEUED') return text.statusQueued;
  if (status === 'IN_PROGRESS' || status === 'PROCESSING') return text.statusEditing;
  return text.statusWorking;
}

export type UseImageEditorResult = ReturnType<typeof useImageEditor>;
