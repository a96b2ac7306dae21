import { isApiError } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import {
  polledJob,
  useCheckedForm,
  useSingleRunTool,
  type FailureWording,
  type MediaResult,
  type StatusWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useState } from 'react';
import {
  clampStrength,
  initialImageEditorValues,
  isImageEditSize,
  validateImageEditor,
  type ImageEditorField,
  type ImageEditorValues,
  type ImageEditSize,
} from './imageEditorForm';
import { imageEditorMessages, type ImageEditorMessages } from './messages';

/** Names a running edit in sessionStorage, so a reload resumes polling. */
export const imageEditorResumeKey = 'image-editor';

/** What a finished edit hands to `onResult`. */
export interface ImageEditorResult extends MediaResult {
  /** The image URL that was edited, when the source was a URL rather than an upload. */
  sourceUrl?: string;
}

export type UseImageEditorOptions = ToolOptions<ImageEditorResult, ImageEditorMessages, Partial<ImageEditorValues>>;

// Spec 001, section 8: 'Editing failed during processing.', 'Unexpected response. See console.', 'Image editing failed.'
const failureWording: FailureWording<ImageEditorMessages> = {
  fallback: 'editFailed',
  creditsShort: 'notEnoughCredits',
  reasons: {
    unauthenticated: 'unauthenticated',
    network: 'network',
    timeout: 'timedOut',
    'job-timeout': 'timedOut',
    'job-failed': 'processingFailed',
    // A COMPLETED answer without a url: the editor's spec calls that an unexpected response.
    'no-output': 'unexpectedResponse',
    'malformed-response': 'unexpectedResponse',
    'response-too-large': 'unexpectedResponse',
    'missing-task-id': 'unexpectedResponse',
    'status-check-failed': 'editFailed',
  },
  unlessServerSaid: {
    'invalid-input': 'invalidInput',
    'server-error': 'editFailed',
    'request-failed': 'editFailed',
    redirected: 'editFailed',
  },
};

const statusWording: StatusWording<ImageEditorMessages> = {
  starting: 'statusSending',
  statuses: {
    PENDING: 'statusQueued',
    QUEUED: 'statusQueued',
    IN_PROGRESS: 'statusEditing',
    PROCESSING: 'statusEditing',
  },
  otherwise: 'statusWorking',
  succeeded: 'succeeded',
};

/**
 * The image editor without its view: the form, its validation, the credit gate and the polled edit job (start,
 * status texts, cancel, resume after a reload). Aborts its requests and timers on unmount.
 */
export function useImageEditor(options: UseImageEditorOptions = {}) {
  const { defaultValues, onError } = options;
  const form = useCheckedForm<ImageEditorValues, Partial<ImageEditorValues>, ImageEditorField>(
    initialImageEditorValues,
    defaultValues,
  );
  /** The image of the last run, for the before/after view (the form may change meanwhile). */
  const [source, setSource] = useState<File | string>();
  const run = useSingleRunTool({
    props: {
      ...options,
      onError: (error) => {
        if (isApiError(error) && error.kind === 'malformed-response') {
          console.error('Image editor: unexpected response from the server.', error.body);
        }
        onError?.(error);
      },
    },
    messages: imageEditorMessages,
    cost: { credits: operationCost('imageEdit', {}), shortMessage: 'notEnoughCredits', engine: 'imageEdit' },
    job: (client) => polledJob(imageEditorResumeKey, client.imageEdit),
    toResult: ({ url, engine }): ImageEditorResult => ({
      url,
      engine,
      ...(typeof source === 'string' ? { sourceUrl: source } : {}),
    }),
    failure: failureWording,
    status: statusWording,
  });
  const { messages: text } = run;

  const { change, showErrors, resetForm } = form;
  /** The upload field has checked the file's bytes and size before it gets here. */
  const setImageFile = useCallback((imageFile: File | null) => change({ imageFile }, 'image'), [change]);
  const setImageUrl = useCallback((imageUrl: string) => change({ imageUrl }, 'image'), [change]);
  const setPrompt = useCallback((prompt: string) => change({ prompt }, 'prompt'), [change]);
  const setStrength = useCallback(
    (strength: number) => change({ strength: clampStrength(strength, form.values.strength) }),
    [change, form.values.strength],
  );
  const setBackground = useCallback((background: string) => change({ background }), [change]);
  const setSize = useCallback(
    (size: ImageEditSize | string) => {
      if (isImageEditSize(size)) change({ size });
    },
    [change],
  );

  const { start, reset: resetRun, dismissFailure, isBusy } = run;
  const submit = useCallback(() => {
    if (isBusy) return false;
    const checked = validateImageEditor(form.values, text);
    if (!checked.ok) {
      // The fields' errors, not beside the last run's failure.
      dismissFailure();
      showErrors(checked.errors);
      return false;
    }
    showErrors({});
    setSource(checked.source);
    return start(checked.input);
  }, [dismissFailure, form.values, isBusy, showErrors, start, text]);

  const reset = useCallback(() => {
    resetRun();
    resetForm();
    setSource(undefined);
  }, [resetForm, resetRun]);

  return {
    ...run,
    values: form.values,
    fieldErrors: form.errors,
    /** The image of the current or last run: a File or a URL. */
    source,
    usesUrl: form.values.imageUrl.trim() !== '',
    setImageFile,
    setImageUrl,
    setPrompt,
    setStrength,
    setBackground,
    setSize,
    submit,
    reset,
  };
}
