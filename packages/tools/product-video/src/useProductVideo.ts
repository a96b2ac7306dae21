import type { ProductVideoInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import {
  failureMessage,
  statusText,
  useCreditGate,
  useMediakitClient,
  useToolMessages,
  useToolRun,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useState } from 'react';
import { productVideoMessages, type ProductVideoMessages } from './messages';
import {
  clampToRange,
  durationRange,
  fpsRange,
  initialProductVideoValues,
  toProductVideoInput,
  validateProductVideo,
  type ProductVideoDefaults,
  type ProductVideoValues,
} from './productVideoForm';

export interface ProductVideoResult {
  /** The generated video (absolute http(s) URL). */
  url: string;
  /** Which engine made the video ('local': the server's own, not an AI model). */
  engine?: string | undefined;
}

export type UseProductVideoOptions = ToolOptions<ProductVideoResult, ProductVideoMessages, ProductVideoDefaults>;

type OptionChange = Partial<Pick<ProductVideoValues, 'resolution' | 'motion' | 'style' | 'aspect'>>;

/** Unknown values from a control fall back to the defaults rather than reaching the request. */
function checkedOptions(change: OptionChange): Partial<ProductVideoValues> {
  const checked = initialProductVideoValues(change);
  const patch: Partial<ProductVideoValues> = {};
  if ('resolution' in change) patch.resolution = checked.resolution;
  if ('motion' in change) patch.motion = checked.motion;
  if ('style' in change) patch.style = checked.style;
  if ('aspect' in change) patch.aspect = checked.aspect;
  return patch;
}

/**
 * The product video tool without its view. The service answers in one request (no job to poll), so Cancel aborts
 * that request; unmounting aborts it too and nothing updates afterwards.
 */
export function useProductVideo({
  client: explicitClient,
  messages,
  defaultValues,
  ...delivery
}: UseProductVideoOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ProductVideoMessages>(productVideoMessages, messages);
  const [values, setValues] = useState<ProductVideoValues>(() => initialProductVideoValues(defaultValues));
  const [attempted, setAttempted] = useState(false);
  const credits = useCreditGate({
    client,
    cost: operationCost('productVideo', {}),
    shortMessageTemplate: text.insufficientCredits,
  });
  const run = useToolRun({
    ...delivery,
    client,
    credits,
    request: (input: ProductVideoInput, signal: AbortSignal) => client.productVideo.generate(input, { signal }),
    toResult: ({ videoUrl, engine }): ProductVideoResult => ({ url: videoUrl, engine }),
    failureMessage: (error) => failureMessage(error, text, { fallback: 'requestFailed' }),
  });

  const update = useCallback((change: Partial<ProductVideoValues>) => {
    setValues((current) => ({ ...current, ...change }));
  }, []);
  /** The upload field has checked the file's bytes and size before it gets here. */
  const setImage = useCallback((image: File | null) => update({ image }), [update]);
  const setPrompt = useCallback((prompt: string) => update({ prompt }), [update]);
  const setDuration = useCallback(
    (duration: number) => update({ duration: clampToRange(duration, durationRange) }),
    [update],
  );
  const setFps = useCallback((fps: number) => update({ fps: clampToRange(fps, fpsRange) }), [update]);
  const setOption = useCallback((change: OptionChange) => update(checkedOptions(change)), [update]);

  const { start } = run;
  const submit = useCallback((): boolean => {
    setAttempted(true);
    const { image } = values;
    if (!image) return false;
    return start(toProductVideoInput({ ...values, image }));
  }, [start, values]);

  const problem = validateProductVideo(values);
  const imageError = attempted && problem ? text[problem] : undefined;
  return {
    ...run,
    values,
    fieldErrors: { image: imageError },
    announcement: imageError,
    statusText: statusText(run, text, { waiting: 'statusGenerating', succeeded: 'succeeded' }),
    credits,
    messages: text,
    setImage,
    setPrompt,
    setDuration,
    setFps,
    setOption,
    submit,
  };
}
