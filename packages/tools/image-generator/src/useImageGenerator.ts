import {
  isAbortError,
  isApiError,
  type ImageAspect,
  type ImagePlan,
  type MediakitClient,
  type PlanLimit,
  type SavedImage,
} from '@mediakit/api-client';
import {
  chargeOptimistically,
  formatMessage,
  useCreditGate,
  useMediakitClient,
  useResultDelivery,
  useToolJob,
  useToolMessages,
  type DeliveredResult,
  type ToolJobPhase,
} from '@mediakit/tool-runtime';
import { useEffect, useRef, useState } from 'react';
import { imageFailureMessage } from './imageFailureMessage';
import {
  defaultImageAspect,
  effectiveResolution,
  engineFor,
  estimateImageCost,
  imageResolutions,
  isImageAspect,
  isImageResolution,
  normalizePlan,
  planResolutions,
  resolutionMessageKeys,
  type ImageEngine,
  type ImageResolution,
} from './imagePlans';
import { imageGeneratorMessages, type ImageGeneratorMessages } from './messages';
import {
  clearPendingImageRequest,
  loadPendingImageRequest,
  savePendingImageRequest,
  type PendingImageRequest,
} from './pendingImageRequest';
import {
  addRecentImage,
  readRecentImages,
  stampRecentImage,
  writeRecentImages,
  type RecentImage,
} from './recentImageStore';
import { issueField, validateImageRequest, type ImageValidationIssue } from './validateImageRequest';

/** Names the running mystic job in sessionStorage so a reload resumes polling. */
export const imageGeneratorToolKey = 'image-generator';

export interface ImageGeneratorValues {
  prompt: string;
  aspect: ImageAspect;
  /** The chosen resolution; the plan's first allowed one is used when it is missing or not allowed. */
  resolution: ImageResolution | undefined;
}

/** What `onResult` receives and the Recent list keeps. */
export type ImageGeneratorResult = RecentImage;

export interface UseImageGeneratorOptions {
  client?: MediakitClient;
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
  messages?: Partial<ImageGeneratorMessages>;
  defaultValues?: Partial<{ prompt: string; aspect: string; resolution: string }>;
  /** Called once per generated image (classic or mystic, also a mystic job resumed after a reload). */
  onResult?: (result: DeliveredResult<ImageGeneratorResult>) => void;
  /** Also fetch the generated image and hand it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  onError?: (error: unknown) => void;
}

interface AccountState {
  status: 'loading' | 'ready';
  plan: ImagePlan | undefined;
  isLoggedIn: boolean | undefined;
}

interface Failure {
  message: string;
  planLimit: PlanLimit | undefined;
}

export interface ResolutionOption {
  value: ImageResolution;
  label: string;
  /** Not on the user's plan: shown, but not selectable, with the upgrade hint. */
  locked: boolean;
}

function initialValues(defaults: UseImageGeneratorOptions['defaultValues']): ImageGeneratorValues {
  return {
    prompt: typeof defaults?.prompt === 'string' ? defaults.prompt : '',
    aspect: isImageAspect(defaults?.aspect) ? defaults.aspect : defaultImageAspect,
    resolution: isImageResolution(defaults?.resolution) ? defaults.resolution : undefined,
  };
}

/** The user's plan and login state, from the props when given, else from the signed-in user. */
function useAccount(client: MediakitClient, planProp: string | undefined, isLoggedInProp: boolean | undefined) {
  const needsUser = normalizePlan(planProp) === undefined || isLoggedInProp === undefined;
  const [account, setAccount] = useState<AccountState>({ status: 'loading', plan: undefined, isLoggedIn: undefined });

  useEffect(() => {
    if (!needsUser) return;
    const controller = new AbortController();
    client.user.me({ signal: controller.signal }).then(
      (user) => {
        if (!controller.signal.aborted) {
          setAccount({ status: 'ready', plan: normalizePlan(user.plan) ?? 'free', isLoggedIn: true });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const unauthenticated = isApiError(error) && error.kind === 'unauthenticated';
        setAccount({ status: 'ready', plan: 'free', isLoggedIn: unauthenticated ? false : undefined });
      },
    );
    return () => controller.abort();
  }, [client, needsUser]);

  const plan = normalizePlan(planProp) ?? (account.status === 'ready' ? account.plan : undefined);
  const isLoggedIn = isLoggedInProp ?? account.isLoggedIn;
  return {
    plan,
    isLoggedIn,
    isChecking: plan === undefined || (isLoggedInProp === undefined && account.status === 'loading'),
  };
}

/**
 * The image generator without its view: prompt, aspect and plan-based resolution, validation, credits, the free
 * plan's classic call or the paid plans' mystic job (polled, cancellable, resumed after a reload), the Recent list.
 */
export function useImageGenerator({
  client: explicitClient,
  plan: planProp,
  isLoggedIn: isLoggedInProp,
  messages,
  defaultValues,
  onResult,
  includeBlob,
  onError,
}: UseImageGeneratorOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ImageGeneratorMessages>(imageGeneratorMessages, messages);
  const account = useAccount(client, planProp, isLoggedInProp);
  const plan: ImagePlan = account.plan ?? 'free';
  const engine = engineFor(plan);

  const [values, setValues] = useState(() => initialValues(defaultValues));
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [classicPhase, setClassicPhase] = useState<ToolJobPhase>('idle');
  const [result, setResult] = useState<ImageGeneratorResult>();
  const [recent, setRecent] = useState<RecentImage[]>(() => readRecentImages());

  const resolution = effectiveResolution(plan, values.resolution);
  const cost = estimateImageCost(engine, resolution);
  const gate = useCreditGate({ cost, shortMessageTemplate: text.creditsShort, client });

  const classicRun = useRef<AbortController | null>(null);
  const pending = useRef<PendingImageRequest | undefined>(undefined);
  const recentRef = useRef(recent);
  const deliver = useResultDelivery<ImageGeneratorResult>({ client, onResult, includeBlob });
  const latest = useRef({ onError, text, gate });
  useEffect(() => {
    latest.current = { onError, text, gate };
  });
  useEffect(() => () => classicRun.current?.abort(), []);

  const succeed = (fields: Omit<RecentImage, 'timestamp'>) => {
    const item = stampRecentImage(fields);
    const next = addRecentImage(recentRef.current, item);
    recentRef.current = next;
    writeRecentImages(next);
    setRecent(next);
    setResult(item);
    void deliver(item);
  };

  const fail = (error: unknown) => {
    const current = latest.current;
    // A 402 carries the server's balance: it replaces the local one.
    if (isApiError(error) && error.credits) current.gate.set(error.credits.have);
    setFailure({
      message: imageFailureMessage(error, current.text),
      planLimit: isApiError(error) ? error.planLimit : undefined,
    });
    current.onError?.(error);
  };

  const onMysticResult = ({ savedUrl, engine: madeBy }: SavedImage) => {
    const request = pending.current ?? loadPendingImageRequest();
    pending.current = undefined;
    clearPendingImageRequest();
    succeed({
      prompt: request?.prompt ?? '',
      url: savedUrl,
      size: request?.size ?? '',
      resolution: request?.resolution ?? null,
      plan: request?.plan ?? plan,
      engine: 'mystic',
      ...(madeBy ? { madeBy } : {}),
    });
  };

  const onMysticError = (error: unknown) => {
    pending.current = undefined;
    clearPendingImageRequest();
    fail(error);
  };

  const job = useToolJob({
    toolKey: imageGeneratorToolKey,
    job: client.mystic,
    ticketOf: (started) => started.taskId,
    fallbackErrorMessage: text.generationFailed,
    balance: gate,
    cost,
    onResult: onMysticResult,
    onError: onMysticError,
  });

  const activeEngine: ImageEngine = classicPhase !== 'idle' ? 'classic' : 'mystic';
  const phase: ToolJobPhase = activeEngine === 'classic' ? classicPhase : job.phase;
  const isBusy = phase === 'starting' || phase === 'running';

  const issue = validateImageRequest({ prompt: values.prompt, resolution }, { plan, isLoggedIn: account.isLoggedIn });
  // An over-long prompt is said at once (beside the counter); the other rules wait for the first submit.
  const visibleIssue: ImageValidationIssue | undefined = attempted || issue === 'promptTooLong' ? issue : undefined;

  const runClassic = (request: { prompt: string; size: ImageAspect; plan: ImagePlan }) => {
    classicRun.current?.abort();
    const controller = new AbortController();
    classicRun.current = controller;
    setClassicPhase('starting');
    const charge = chargeOptimistically(latest.current.gate, estimateImageCost('classic', undefined));
    client.imageGeneration.generate(request, { signal: controller.signal }).then(
      ({ savedUrl, engine: madeBy }) => {
        if (controller.signal.aborted) return;
        classicRun.current = null;
        setClassicPhase('succeeded');
        succeed({ ...request, url: savedUrl, resolution: null, engine: 'classic', ...(madeBy ? { madeBy } : {}) });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        classicRun.current = null;
        charge.restore(latest.current.gate.credits);
        setClassicPhase('failed');
        fail(error);
      },
    );
  };

  const submit = () => {
    if (isBusy || account.isChecking) return;
    setAttempted(true);
    if (issue || gate.isShort) return;
    const prompt = values.prompt.trim();
    setFailure(undefined);
    setResult(undefined);
    if (engine === 'classic' || !resolution) {
      job.reset();
      runClassic({ prompt, size: values.aspect, plan });
      return;
    }
    setClassicPhase('idle');
    const request: PendingImageRequest = { prompt, size: values.aspect, resolution, plan };
    pending.current = request;
    savePendingImageRequest(request);
    void job.start({ prompt, size: values.aspect, resolution, plan });
  };

  const cancel = () => {
    if (activeEngine === 'classic') {
      classicRun.current?.abort();
      classicRun.current = null;
      setClassicPhase('cancelled');
      return;
    }
    pending.current = undefined;
    clearPendingImageRequest();
    job.cancel();
  };

  const setPrompt = (prompt: string) => setValues((current) => ({ ...current, prompt }));
  const setAspect = (aspect: string) => {
    if (isImageAspect(aspect)) setValues((current) => ({ ...current, aspect }));
  };
  const setResolution = (next: string) => {
    if (isImageResolution(next) && planResolutions[plan].includes(next)) {
      setValues((current) => ({ ...current, resolution: next }));
    }
  };

  const reusePrompt = (item: RecentImage) => {
    setValues((current) => ({
      ...current,
      prompt: item.prompt,
      aspect: isImageAspect(item.size) ? item.size : current.aspect,
    }));
  };

  const clearRecent = () => {
    recentRef.current = [];
    writeRecentImages([]);
    setRecent([]);
  };

  const resolutionOptions: ResolutionOption[] = imageResolutions.map((value) => ({
    value,
    label: text[resolutionMessageKeys[value]],
    locked: !planResolutions[plan].includes(value),
  }));
  const locked = resolutionOptions.filter((option) => option.locked);
  const upgradeHint = locked.length
    ? formatMessage(text.upgradeHint, { resolutions: locked.map((option) => option.label).join(', ') })
    : undefined;

  const statusText = statusTextFor(phase, activeEngine, job.progress?.rawStatus, text);
  const error = phase === 'failed' ? (failure?.message ?? job.error ?? text.generationFailed) : undefined;
  const issueText = visibleIssue && text[visibleIssue];

  return {
    values,
    setPrompt,
    setAspect,
    setResolution,
    /** The resolution that will be sent (undefined on the free plan). */
    resolution,
    resolutionOptions,
    upgradeHint,
    plan,
    engine,
    isLoggedIn: account.isLoggedIn,
    isCheckingAccount: account.isChecking,
    fieldErrors: {
      prompt: visibleIssue && issueField(visibleIssue) === 'prompt' ? issueText : undefined,
      resolution: visibleIssue && issueField(visibleIssue) === 'resolution' ? issueText : undefined,
      form: visibleIssue && issueField(visibleIssue) === 'form' ? issueText : undefined,
    },
    /** Every rule is met and the balance covers the cost (an unknown balance never blocks). */
    canSubmit: !issue && !gate.isShort && !isBusy && !account.isChecking,
    gate,
    cost,
    phase,
    isBusy,
    resumed: activeEngine === 'mystic' && Boolean(job.resumed),
    statusText,
    error,
    /** Set after a 403: the resolutions the server allows, the plan and its upgrade hint. */
    planLimit: phase === 'failed' ? failure?.planLimit : undefined,
    result,
    recent,
    reusePrompt,
    clearRecent,
    submit,
    cancel,
    messages: text,
  };
}

function statusTextFor(
  phase: ToolJobPhase,
  engine: ImageEngine,
  rawStatus: string | undefined,
  text: ImageGeneratorMessages,
): string | undefined {
  if (phase === 'starting') return engine === 'classic' ? text.statusGeneratingClassic : text.statusSending;
  if (phase === 'succeeded') return text.statusSucceeded;
  if (phase !== 'running') return undefined;
  const status = rawStatus?.toUpperCase();
  if (status === 'AWAITING_ASSET') return text.statusFinalizing;
  if (status === undefined || status === 'QUEUED' || status === 'CREATED') return text.statusQueued;
  return text.statusPending;
}

export type UseImageGeneratorResult = ReturnType<typeof useImageGenerator>;
