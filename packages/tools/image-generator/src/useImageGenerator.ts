import { isApiError, type ImageAspect, type ImagePlan, type PlanLimit, type SavedImage } from '@mediakit/api-client';
import {
  formatMessage,
  useMediakitClient,
  useToolRunFor,
  useToolSetup,
  type FailureWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useRef, useState } from 'react';
import { classicImageRequest, classicStatusWording, mysticImageJob, mysticStatusWording } from './imageEngines';
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
import { clearPendingImageRequest, loadPendingImageRequest, savePendingImageRequest } from './pendingImageRequest';
import {
  addRecentImage,
  readRecentImages,
  stampRecentImage,
  writeRecentImages,
  type RecentImage,
} from './recentImageStore';
import { useImageAccount } from './useImageAccount';
import { issueField, validateImageRequest, type ImageValidationIssue } from './validateImageRequest';

export interface ImageGeneratorValues {
  prompt: string;
  aspect: ImageAspect;
  /** The chosen resolution; the plan's first allowed one is used when it is missing or not allowed. */
  resolution: ImageResolution | undefined;
}

/** What `onResult` receives and the Recent list keeps. */
export type ImageGeneratorResult = RecentImage;

export interface UseImageGeneratorOptions extends ToolOptions<
  ImageGeneratorResult,
  ImageGeneratorMessages,
  Partial<{ prompt: string; aspect: string; resolution: string }>
> {
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

/** Section 8's 403: the plan message listing the allowed resolutions, then the server's upgrade hint. */
export function planLimitMessage(limit: PlanLimit, text: ImageGeneratorMessages): string {
  const allowed = limit.allowedResolutions.length ? limit.allowedResolutions.join(', ') : text.planLimitNone;
  const sentence = limit.plan
    ? formatMessage(text.planLimit, { plan: limit.plan, allowed })
    : formatMessage(text.planLimitUnknownPlan, { allowed });
  return limit.upgradeHint ? `${sentence} ${limit.upgradeHint}` : sentence;
}

/** Section 8's catalogue for the classic call and the paid plans' job, in the tool's (overridable) words. */
export const imageFailureWording = (text: ImageGeneratorMessages): FailureWording<ImageGeneratorMessages> => ({
  fallback: 'generationFailed',
  creditsShort: 'creditsShort',
  reasons: {
    unauthenticated: 'unauthenticated',
    'plan-limit': (error) => (error.planLimit ? planLimitMessage(error.planLimit, text) : error.message),
    'job-timeout': 'timedOut',
    'job-failed': 'generationFailed',
    'status-check-failed': 'pollingError',
    'no-output': 'missingSavedUrl',
    'missing-task-id': 'missingTaskId',
    network: 'networkError',
  },
  unlessServerSaid: { 'invalid-input': 'invalidInput' },
});

function initialValues(defaults: UseImageGeneratorOptions['defaultValues']): ImageGeneratorValues {
  return {
    prompt: typeof defaults?.prompt === 'string' ? defaults.prompt : '',
    aspect: isImageAspect(defaults?.aspect) ? defaults.aspect : defaultImageAspect,
    resolution: isImageResolution(defaults?.resolution) ? defaults.resolution : undefined,
  };
}

const madeByOf = ({ engine }: SavedImage) => (engine ? { madeBy: engine } : {});

/**
 * The image generator without its view: prompt, aspect and plan-based resolution, validation, credits, the free
 * plan's classic call or the paid plans' job (polled, cancellable, resumed after a reload), the Recent list.
 */
export function useImageGenerator({
  plan: planProp,
  isLoggedIn: isLoggedInProp,
  defaultValues,
  ...options
}: UseImageGeneratorOptions = {}) {
  // The plan decides the engine and so the estimate: it is read with the tool's client before the setup.
  const account = useImageAccount(useMediakitClient(options.client), planProp, isLoggedInProp);
  const plan: ImagePlan = account.plan ?? 'free';
  const engine = engineFor(plan);

  const [values, setValues] = useState(() => initialValues(defaultValues));
  const [attempted, setAttempted] = useState(false);
  const [recent, setRecent] = useState<RecentImage[]>(() => readRecentImages());
  const recentRef = useRef(recent);

  const resolution = effectiveResolution(plan, values.resolution);
  const tool = useToolSetup({
    props: options,
    messages: imageGeneratorMessages,
    cost: { credits: estimateImageCost(engine, resolution), shortMessage: 'creditsShort', engine: 'imageGenerate' },
  });
  const { credits, messages: text } = tool;

  const remember = (item: RecentImage) => {
    const next = addRecentImage(recentRef.current, item);
    recentRef.current = next;
    writeRecentImages(next);
    setRecent(next);
  };
  // The free plan's one request and the paid plans' polled job: one balance, one wording of failures.
  const classicRun = useToolRunFor(tool, {
    request: classicImageRequest,
    toResult: (image, { input }) =>
      stampRecentImage({
        prompt: input?.prompt ?? '',
        url: image.savedUrl,
        size: input?.size ?? '',
        resolution: null,
        plan: input?.plan ?? plan,
        engine: 'classic',
        ...madeByOf(image),
      }),
    failure: imageFailureWording,
    status: classicStatusWording,
    onRunSucceeded: remember,
  });
  const mysticRun = useToolRunFor(tool, {
    job: mysticImageJob,
    toResult: (image, { input }) => {
      // A job resumed after a reload knows its request from sessionStorage.
      const request = input ?? loadPendingImageRequest();
      clearPendingImageRequest();
      return stampRecentImage({
        prompt: request?.prompt ?? '',
        url: image.savedUrl,
        size: request?.size ?? '',
        resolution: request?.resolution ?? null,
        plan: request?.plan ?? plan,
        engine: 'mystic',
        ...madeByOf(image),
      });
    },
    failure: imageFailureWording,
    status: mysticStatusWording,
    onRunSucceeded: remember,
    onRunFailed: () => clearPendingImageRequest(),
  });

  const activeEngine: ImageEngine = classicRun.phase !== 'idle' ? 'classic' : 'mystic';
  const run = activeEngine === 'classic' ? classicRun : mysticRun;

  const issue = validateImageRequest({ prompt: values.prompt, resolution }, { plan, isLoggedIn: account.isLoggedIn });
  // An over-long prompt is said at once (beside the counter); the other rules wait for the first submit.
  const visibleIssue: ImageValidationIssue | undefined = attempted || issue === 'promptTooLong' ? issue : undefined;
  const issueText = visibleIssue && text[visibleIssue];

  const submit = (): boolean => {
    if (run.isBusy || account.isChecking) return false;
    setAttempted(true);
    if (issue) {
      classicRun.dismissFailure();
      mysticRun.dismissFailure();
    }
    if (issue || credits.isShort) return false;
    const prompt = values.prompt.trim();
    if (engine === 'classic' || !resolution) {
      mysticRun.reset();
      return classicRun.start({ prompt, size: values.aspect, plan });
    }
    classicRun.reset();
    const request = { prompt, size: values.aspect, resolution, plan };
    savePendingImageRequest(request);
    return mysticRun.start(request);
  };

  const cancel = () => {
    if (activeEngine === 'mystic') clearPendingImageRequest();
    run.cancel();
  };

  const setPrompt = useCallback((prompt: string) => setValues((current) => ({ ...current, prompt })), []);
  const setAspect = useCallback((aspect: string) => {
    if (isImageAspect(aspect)) setValues((current) => ({ ...current, aspect }));
  }, []);
  const setResolution = (next: string) => {
    if (isImageResolution(next) && planResolutions[plan].includes(next)) {
      setValues((current) => ({ ...current, resolution: next }));
    }
  };

  const reusePrompt = useCallback((item: RecentImage) => {
    setValues((current) => ({
      ...current,
      prompt: item.prompt,
      aspect: isImageAspect(item.size) ? item.size : current.aspect,
    }));
  }, []);

  const clearRecent = useCallback(() => {
    recentRef.current = [];
    writeRecentImages([]);
    setRecent([]);
  }, []);

  const resolutionOptions: ResolutionOption[] = imageResolutions.map((value) => ({
    value,
    label: text[resolutionMessageKeys[value]],
    locked: !planResolutions[plan].includes(value),
  }));
  const locked = resolutionOptions.filter((option) => option.locked);

  return {
    ...run,
    cancel,
    values,
    fieldErrors: {
      prompt: visibleIssue && issueField(visibleIssue) === 'prompt' ? issueText : undefined,
      resolution: visibleIssue && issueField(visibleIssue) === 'resolution' ? issueText : undefined,
      form: visibleIssue && issueField(visibleIssue) === 'form' ? issueText : undefined,
    },
    /** Set after a 403: the resolutions the server allows, the plan and its upgrade hint. */
    planLimit: run.phase === 'failed' && isApiError(run.failure) ? run.failure.planLimit : undefined,
    credits,
    messages: text,
    setPrompt,
    setAspect,
    setResolution,
    /** The resolution that will be sent (undefined on the free plan). */
    resolution,
    resolutionOptions,
    /** Said under the resolutions once the plan is known. */
    upgradeHint: locked.length
      ? formatMessage(text.upgradeHint, { resolutions: locked.map((option) => option.label).join(', ') })
      : undefined,
    plan,
    engine,
    isLoggedIn: account.isLoggedIn,
    /** The plan is being read: the resolutions are not known yet. */
    isCheckingAccount: account.isChecking,
    /** Every rule is met, the plan is known and the balance covers the cost (an unknown balance never blocks). */
    canSubmit: !issue && !credits.isShort && !run.isBusy && !account.isChecking,
    recent,
    reusePrompt,
    clearRecent,
    submit,
  };
}
