import { operationCost } from '@mediakit/api-client/costs';
import {
  defineTool,
  polledJob,
  useTool,
  type MediaResult,
  type StatusWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import {
  clampStrength,
  imageEditInputOf,
  imageEditorProblems,
  initialImageEditorValues,
  isImageEditSize,
  type ImageEditorValues,
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
const status: StatusWording<ImageEditorMessages> = {
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

const imageEditor = defineTool({
  logsMalformedAs: 'Image editor',
  messages: imageEditorMessages,
  values: initialImageEditorValues,
  // Strength stays whole from 0 to 100 (unreadable keeps the last); an unknown size is refused.
  normalize: (next, current) => ({
    ...next,
    strength: clampStrength(next.strength, current.strength),
    size: isImageEditSize(next.size) ? next.size : current.size,
  }),
  cost: { credits: operationCost('imageEdit', {}), shortMessage: 'notEnoughCredits' },
  engine: 'imageEdit',
  check: imageEditorProblems,
  // Each error stays beside its field until that field changes.
  errors: 'until-changed',
  input: imageEditInputOf,
  job: (client) => polledJob(imageEditorResumeKey, client.imageEdit),
  toResult: ({ url, engine }, { input }): ImageEditorResult => ({
    url,
    engine,
    ...(input?.imageUrl ? { sourceUrl: input.imageUrl } : {}),
  }),
  failure: {
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
    unlessServerSaid: { 'invalid-input': 'invalidInput' },
    requestFailed: 'editFailed',
  },
  status,
});

/**
 * The image editor without its view: the form, its validation, the credit gate and the polled edit job (start,
 * status texts, cancel, resume after a reload). Aborts its requests and timers on unmount.
 */
export function useImageEditor(options: UseImageEditorOptions = {}) {
  const tool = useTool(imageEditor, options);
  const { fieldErrors } = tool;
  return {
    ...tool,
    /** The field problems, announced together: they sit beside fields the user may not be on. */
    announcement: [fieldErrors.image, fieldErrors.prompt].filter(Boolean).join(' ') || undefined,
    /** The image of the current or last run, for the before/after view (the form may change meanwhile). */
    source: tool.input?.imageUrl ?? tool.input?.image,
    usesUrl: tool.values.imageUrl.trim() !== '',
  };
}
