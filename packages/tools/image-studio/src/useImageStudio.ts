import { type EnhanceInput, type StudioResult, type StyleInput } from '@mediakit/api-client';
import {
  defineTool,
  polledJob,
  useTool,
  type FailureWording,
  type MediaResult,
  type PolledJob,
  type StatusWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import {
  clampStudioStrength,
  estimateStudioCost,
  initialImageStudioValues,
  isStudioScale,
  validateImageStudio,
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
  unlessServerSaid: { 'invalid-input': 'invalidInput' },
  requestFailed: 'requestFailed',
};

const statusWording: StatusWording<ImageStudioMessages> = {
  starting: 'statusStarting',
  statuses: { STARTING: 'statusStarting', PENDING: 'statusQueued', IN_PROGRESS: 'statusProcessing' },
  otherwise: 'statusWorking',
  succeeded: 'succeeded',
};

type StudioInput = EnhanceInput | StyleInput;
/** Each tab's job takes its own input; the tab on screen makes it (`validateImageStudio`). */
const studioJob = (job: PolledJob<never, string, StudioResult>) => job as PolledJob<StudioInput, string, StudioResult>;

const imageStudio = defineTool({
  logsMalformedAs: 'Image studio',
  messages: imageStudioMessages,
  values: initialImageStudioValues,
  // Strength on its 0.05 step from 0 to 1 (unreadable keeps the last); a scale the spec does not offer is refused.
  normalize: (next, current) => ({
    ...next,
    strength: clampStudioStrength(next.strength, current.strength),
    scale: isStudioScale(Number(next.scale)) ? (Number(next.scale) as ImageStudioValues['scale']) : current.scale,
    tab: next.tab === 'enhance' || next.tab === 'transform' ? next.tab : current.tab,
  }),
  cost: {
    credits: ({ tab, scale }: ImageStudioValues) => estimateStudioCost(tab, scale),
    shortMessage: 'notEnoughCredits',
  },
  engine: ({ tab }: ImageStudioValues) => (tab === 'enhance' ? 'enhance' : 'style'),
  check: (values: ImageStudioValues) => {
    const checked = validateImageStudio(values);
    return checked.ok ? {} : checked.errors;
  },
  // Each error stays until its field changes; another tab asks for other inputs, so its errors would only confuse.
  errors: 'until-changed',
  clears: { tab: ['image', 'style'] },
  input: (values): StudioInput | undefined => {
    const checked = validateImageStudio(values);
    return checked.ok ? checked.input : undefined;
  },
  // One run per tab: both tabs' jobs may be under way, and both resume after a reload.
  runs: {
    enhance: { job: (client) => studioJob(polledJob(imageStudioResumeKeys.enhance, client.enhance)) },
    transform: { job: (client) => studioJob(polledJob(imageStudioResumeKeys.transform, client.style)) },
  },
  runOf: ({ tab }) => tab,
  toResult: ({ urls, engine }: StudioResult, _origin, _values, run): ImageStudioResult => ({
    tab: run as StudioTab,
    url: urls[0] ?? '',
    urls,
    engine,
  }),
  failure: studioFailureWording,
  status: statusWording,
});

/**
 * The image studio without its view: Enhance (upscale) and Transform (style transfer) forms, validation, the credit
 * gate with the section 9 estimates, and one polled job per tab (status texts, cancel, resume after a reload).
 */
export function useImageStudio(options: UseImageStudioOptions = {}) {
  const studio = useTool(imageStudio, options);
  const { values, input, fieldErrors } = studio;
  return {
    ...studio,
    /** The field problems, announced together: they sit beside fields the user may not be on. */
    announcement: [...new Set([fieldErrors.image, fieldErrors.style].filter(Boolean))].join(' ') || undefined,
    tab: values.tab,
    /** The source image of this tab's current or last run: a file or a URL, for the before/after view. */
    source: input?.image ?? input?.imageUrl,
    imageFileWins: !!values.imageFile && values.imageUrl.trim() !== '',
    styleFileWins: !!values.styleFile && values.styleUrl.trim() !== '',
  };
}
