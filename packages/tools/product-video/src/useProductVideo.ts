import { isAbortError, type MediakitClient } from '@mediakit/api-client';
import { featureCost } from '@mediakit/api-client/costs';
import {
  chargeOptimistically,
  useCreditGate,
  useMediakitClient,
  useResultDelivery,
  useToolMessages,
  type DeliveredResult,
} from '@mediakit/tool-runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { productVideoMessages, type ProductVideoMessages } from './messages';
import {
  clampToRange,
  durationRange,
  fpsRange,
  initialProductVideoValues,
  isImageFile,
  toProductVideoInput,
  validateProductVideo,
  type ProductVideoDefaults,
  type ProductVideoValues,
} from './productVideoForm';

export interface ProductVideoResult {
  /** The generated video (absolute http(s) URL). */
  url: string;
}

export interface UseProductVideoOptions {
  client?: MediakitClient;
  messages?: Partial<ProductVideoMessages>;
  defaultValues?: ProductVideoDefaults;
  /** Called once per finished video. */
  onResult?: (result: DeliveredResult<ProductVideoResult>) => void;
  /** Also fetch the video and hand it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  onError?: (error: unknown) => void;
}

export type ProductVideoPhase = 'idle' | 'starting' | 'succeeded' | 'failed' | 'cancelled';

type Run =
  | { phase: 'idle' | 'starting' | 'cancelled' }
  | { phase: 'succeeded'; url: string; engine: string | undefined }
  | { phase: 'failed'; error: string };

/**
 * The product video tool without its view. The service answers in one request (no job to poll), so Cancel aborts
 * that request; unmounting aborts it too and nothing updates afterwards.
 */
export function useProductVideo({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  includeBlob,
  onError,
}: UseProductVideoOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ProductVideoMessages>(productVideoMessages, messages);
  const [values, setValues] = useState<ProductVideoValues>(() => initialProductVideoValues(defaultValues));
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const [showErrors, setShowErrors] = useState(false);
  const [imageRejected, setImageRejected] = useState(false);
  const [blocked, setBlocked] = useState(false);
  // The spec gives no product video price; the service charges the image-to-video feature cost.
  const gate = useCreditGate({
    client,
    cost: featureCost('image_to_video'),
    shortMessageTemplate: text.insufficientCredits,
  });
  const inFlight = useRef<AbortController | null>(null);
  const deliver = useResultDelivery<ProductVideoResult>({ client, onResult, includeBlob });
  const latest = useRef({ onError, gate, text });
  useEffect(() => {
    latest.current = { onError, gate, text };
  });
  useEffect(() => () => inFlight.current?.abort(), []);

  const problem = validateProductVideo(values);
  const imageError = imageRejected || (showErrors && problem) ? text.imageRequired : undefined;

  const update = useCallback((change: Partial<ProductVideoValues>) => {
    setBlocked(false);
    setValues((current) => ({ ...current, ...change }));
  }, []);

  /** A file that is not an image is never kept; the image chosen before stays. */
  const setImage = useCallback(
    (file: File | null) => {
      const rejected = !!file && !isImageFile(file);
      setImageRejected(rejected);
      if (!rejected) update({ image: file });
    },
    [update],
  );
  const setPrompt = useCallback((prompt: string) => update({ prompt }), [update]);
  const setDuration = useCallback(
    (duration: number) => update({ duration: clampToRange(duration, durationRange) }),
    [update],
  );
  const setFps = useCallback((fps: number) => update({ fps: clampToRange(fps, fpsRange) }), [update]);
  const setOption = useCallback(
    (change: Partial<Pick<ProductVideoValues, 'resolution' | 'motion' | 'style' | 'aspect'>>) =>
      update(initialProductVideoValuesPatch(change)),
    [update],
  );

  const submit = useCallback((): boolean => {
    setShowErrors(true);
    const image = values.image;
    if (run.phase === 'starting' || !image) return false;
    if (gate.isShort) {
      setBlocked(true);
      return false;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setRun({ phase: 'starting' });
    const charge = chargeOptimistically(gate, gate.cost);
    client.productVideo.generate(toProductVideoInput({ ...values, image }), { signal: controller.signal }).then(
      ({ videoUrl, engine }) => {
        if (controller.signal.aborted) return;
        setRun({ phase: 'succeeded', url: videoUrl, engine });
        void deliver({ url: videoUrl });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        charge.restore(latest.current.gate.credits);
        const message =
          error instanceof Error && error.message.trim() ? error.message : latest.current.text.requestFailed;
        setRun({ phase: 'failed', error: message });
        latest.current.onError?.(error);
      },
    );
    return true;
  }, [client, deliver, gate, run.phase, values]);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    setRun((current) => (current.phase === 'starting' ? { phase: 'cancelled' } : current));
  }, []);

  return {
    values,
    imageError,
    gate,
    cost: gate.cost,
    credits: gate.credits,
    isShort: gate.isShort,
    shortMessage: gate.shortMessage,
    blocked,
    phase: run.phase as ProductVideoPhase,
    isBusy: run.phase === 'starting',
    statusText:
      run.phase === 'starting' ? text.statusGenerating : run.phase === 'succeeded' ? text.succeeded : undefined,
    error: run.phase === 'failed' ? run.error : undefined,
    videoUrl: run.phase === 'succeeded' ? run.url : undefined,
    /** Which engine made the video ('local': the server's own, not an AI model). */
    engine: run.phase === 'succeeded' ? run.engine : undefined,
    setImage,
    setPrompt,
    setDuration,
    setFps,
    setOption,
    submit,
    cancel,
    messages: text,
  };
}

function initialProductVideoValuesPatch(
  change: Partial<Pick<ProductVideoValues, 'resolution' | 'motion' | 'style' | 'aspect'>>,
): Partial<ProductVideoValues> {
  // Unknown values from a control fall back to the defaults rather than reaching the request.
  const checked = initialProductVideoValues(change);
  const patch: Partial<ProductVideoValues> = {};
  if ('resolution' in change) patch.resolution = checked.resolution;
  if ('motion' in change) patch.motion = checked.motion;
  if ('style' in change) patch.style = checked.style;
  if ('aspect' in change) patch.aspect = checked.aspect;
  return patch;
}

export type ProductVideoState = ReturnType<typeof useProductVideo>;
