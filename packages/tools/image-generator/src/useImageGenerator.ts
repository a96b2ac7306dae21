import { isApiError, type ImageAspect, type ImagePlan } from '@mediakit/api-client';
import { defineTool, formatMessage, useMediakitClient, useTool, type ToolOptions } from '@mediakit/tool-runtime';
import { useSyncExternalStore } from 'react';
import {
  classicImageRequest,
  classicStatusWording,
  imageFailureWording,
  mysticImageJob,
  mysticStatusWording,
  type ImageRequest,
} from './imageEngines';
import {
  defaultImageAspect,
  effectiveResolution,
  engineFor,
  estimateImageCost,
  imageResolutions,
  isImageAspect,
  isImageResolution,
  planResolutions,
  resolutionMessageKeys,
  type ImageEngine,
  type ImageResolution,
} from './imagePlans';
import { imageGeneratorMessages, type ImageGeneratorMessages } from './messages';
import { recentImages, stampRecentImage, type RecentImage } from './recentImageStore';
import { useImageAccount } from './useImageAccount';
import { issueField, validateImageRequest, type ImageValidationIssue } from './validateImageRequest';

export interface ImageGeneratorValues {
  prompt: string;
  aspect: ImageAspect;
  /** The chosen resolution; the plan's first allowed one is used when it is missing or not allowed. */
  resolution: ImageResolution | undefined;
  /** From the props or the signed-in user: the plan (unknown while it is read) and whether someone is signed in. */
  plan: ImagePlan | undefined;
  isLoggedIn: boolean | undefined;
}

/** What `onResult` receives and the Recent list keeps. */
export type ImageGeneratorResult = RecentImage;

type Defaults = Partial<{ prompt: string; aspect: string; resolution: string }>;

export interface UseImageGeneratorOptions extends ToolOptions<ImageGeneratorResult, ImageGeneratorMessages, Defaults> {
  /**
   * The user's plan. When omitted it is read from the signed-in user (`client.user.me()`); a missing or unknown plan
   * counts as free (the classic call).
   */
  plan?: ImagePlan | (string & {});
  /**
   * Whether someone is signed in. When omitted it is read from `client.user.me()`: a 401 means not logged in, any
   * other failure leaves it unknown (the server then decides).
   */
  isLoggedIn?: boolean;
}

export interface ResolutionOption {
  value: ImageResolution;
  label: string;
  /** Not on the user's plan: shown, but not selectable, with the upgrade hint. */
  locked: boolean;
}

/** Section 5's first unmet rule, with the resolution that would be sent. */
const issueOf = ({ prompt, resolution, plan = 'free', isLoggedIn }: ImageGeneratorValues) =>
  validateImageRequest({ prompt, resolution: effectiveResolution(plan, resolution) }, { plan, isLoggedIn });

const imageGenerator = defineTool({
  messages: imageGeneratorMessages,
  values: (defaults: Defaults | undefined): ImageGeneratorValues => ({
    prompt: typeof defaults?.prompt === 'string' ? defaults.prompt : '',
    aspect: isImageAspect(defaults?.aspect) ? defaults.aspect : defaultImageAspect,
    resolution: isImageResolution(defaults?.resolution) ? defaults.resolution : undefined,
    plan: undefined,
    isLoggedIn: undefined,
  }),
  // An unknown aspect, or a resolution the plan lacks, is refused.
  normalize: (next, current) => ({
    ...next,
    aspect: isImageAspect(next.aspect) ? next.aspect : current.aspect,
    resolution:
      isImageResolution(next.resolution) && planResolutions[next.plan ?? 'free'].includes(next.resolution)
        ? next.resolution
        : current.resolution,
  }),
  cost: {
    credits: ({ plan = 'free', resolution }) =>
      estimateImageCost(engineFor(plan), effectiveResolution(plan, resolution)),
    shortMessage: 'creditsShort',
  },
  engine: 'imageGenerate',
  check: (values): Partial<Record<'prompt' | 'resolution' | 'form', ImageValidationIssue>> => {
    const issue = issueOf(values);
    return issue ? { [issueField(issue)]: issue } : {};
  },
  // An over-long prompt is said at once (beside the counter); the other rules wait for the first submit.
  atOnce: ['promptTooLong'],
  input: ({ prompt, aspect, resolution, plan = 'free' }): ImageRequest => {
    const request = { prompt: prompt.trim(), size: aspect, plan };
    const chosen = effectiveResolution(plan, resolution);
    return chosen ? { ...request, resolution: chosen } : request;
  },
  // The free plan's one request and the paid plans' polled job, on one balance; the plan picks the one on screen.
  runs: {
    classic: { request: classicImageRequest, status: classicStatusWording },
    mystic: { job: mysticImageJob, status: mysticStatusWording },
  },
  runOf: ({ plan }) => (plan && engineFor(plan) === 'classic' ? 'classic' : 'mystic'),
  toResult: ({ savedUrl, engine }, { input }, values, run) => {
    // A job resumed after a reload has its request from sessionStorage: read as untrusted.
    const request = typeof input?.prompt === 'string' && typeof input.size === 'string' ? input : undefined;
    return stampRecentImage({
      prompt: request?.prompt ?? '',
      url: savedUrl,
      size: request?.size ?? '',
      resolution: (request && 'resolution' in request ? request.resolution : undefined) ?? null,
      plan: request?.plan ?? values.plan ?? 'free',
      engine: run as ImageEngine,
      ...(engine ? { madeBy: engine } : {}),
    });
  },
  onRunSucceeded: recentImages.add,
  failure: imageFailureWording,
});

const noRecentImages: RecentImage[] = [];

/**
 * The image generator without its view: prompt, aspect and plan-based resolution, validation, credits, the free
 * plan's classic call or the paid plans' job (polled, cancellable, resumed after a reload), the Recent list.
 */
export function useImageGenerator({
  plan: planProp,
  isLoggedIn: isLoggedInProp,
  ...options
}: UseImageGeneratorOptions = {}) {
  const account = useImageAccount(useMediakitClient(options.client), planProp, isLoggedInProp);
  const tool = useTool(imageGenerator, options);
  const { values, messages: text } = tool;
  // The plan decides the engine, the estimate and the rules: it joins the values as soon as it is known.
  if (values.plan !== account.plan || values.isLoggedIn !== account.isLoggedIn) {
    tool.set({ plan: account.plan, isLoggedIn: account.isLoggedIn });
  }
  const recent = useSyncExternalStore(recentImages.subscribe, recentImages.read, () => noRecentImages);
  const plan = account.plan ?? 'free';
  const checking = account.isChecking;
  const resolutionOptions: ResolutionOption[] = imageResolutions.map((value) => ({
    value,
    label: text[resolutionMessageKeys[value]],
    locked: !planResolutions[plan].includes(value),
  }));
  const locked = resolutionOptions.filter((option) => option.locked).map((option) => option.label);
  return {
    ...tool,
    /** Nothing is sent while the plan is read. */
    submit: () => !checking && tool.submit(),
    /** Set after a 403: the resolutions the server allows, the plan and its upgrade hint. */
    planLimit: tool.phase === 'failed' && isApiError(tool.failure) ? tool.failure.planLimit : undefined,
    /** The resolution that will be sent (undefined on the free plan). */
    resolution: effectiveResolution(plan, values.resolution),
    resolutionOptions,
    /** Said under the resolutions once the plan is known. */
    upgradeHint: locked.length ? formatMessage(text.upgradeHint, { resolutions: locked.join(', ') }) : undefined,
    plan,
    engine: engineFor(plan),
    isLoggedIn: account.isLoggedIn,
    /** The plan is being read: the resolutions are not known yet. */
    isCheckingAccount: checking,
    /** Every rule is met, the plan is known and the balance covers the cost (an unknown balance never blocks). */
    canSubmit: !issueOf(values) && !tool.credits.isShort && !tool.isBusy && !checking,
    recent,
    reusePrompt: (item: RecentImage) => tool.set({ prompt: item.prompt, aspect: item.size as ImageAspect }),
    clearRecent: recentImages.clear,
  };
}
