import type { ProductVideoInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { useSingleRunTool, useToolForm, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
import { useCallback } from 'react';
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

export type ProductVideoResult = MediaResult;

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
export function useProductVideo(options: UseProductVideoOptions = {}) {
  const { values, update, attempted, setAttempted } = useToolForm(initialProductVideoValues, options.defaultValues);
  const run = useSingleRunTool({
    props: options,
    messages: productVideoMessages,
    cost: { credits: operationCost('productVideo', {}), shortMessage: 'insufficientCredits', engine: 'productVideo' },
    request: (input: ProductVideoInput, signal, client) => client.productVideo.generate(input, { signal }),
    toResult: ({ videoUrl, engine, poster }): ProductVideoResult => ({ url: videoUrl, engine, poster }),
    failure: { fallback: 'requestFailed' },
    status: { waiting: 'statusGenerating', succeeded: 'succeeded' },
  });

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
  }, [setAttempted, start, values]);

  const problem = validateProductVideo(values);
  const imageError = attempted && problem ? run.messages[problem] : undefined;
  return {
    ...run,
    values,
    fieldErrors: { image: imageError },
    announcement: imageError,
    setImage,
    setPrompt,
    setDuration,
    setFps,
    setOption,
    submit,
  };
}
