import { ApiError, isApiError, type ApiErrorReason, type NoMaskEditResult } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import {
  useCreditGate,
  useMediakitClient,
  useOneShotRequest,
  useResultDelivery,
  useToolMessages,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useMemo, useReducer } from 'react';
import { noMaskEditMessages, type NoMaskEditMessages } from './messages';
import {
  canSubmit,
  clampVariations,
  initialNoMaskEditState,
  noMaskEditReducer,
  squareSizes,
  validateNoMaskEdit,
  visibleFieldErrors,
  type NoMaskEditSize,
  type NoMaskEditValues,
} from './noMaskEditState';

/** What `onResult` receives: the first variation's URL, every variation, and the uploaded input's URL. */
export interface NoMaskEditToolResult extends NoMaskEditResult {
  url: string;
}

export type UseNoMaskEditOptions = ToolOptions<NoMaskEditToolResult, NoMaskEditMessages, Partial<NoMaskEditValues>>;

/** One request, whatever the number of variations (the spec prices an edit, not an output). */
export const noMaskEditCost = featureCosts.image_editor;

// The client's own fallbacks ('Edit failed.', 'No output received.') go through the tool's (overridable) messages.
const editFailedReasons: readonly ApiErrorReason[] = ['job-failed', 'server-error', 'request-failed'];

function clientFallbackKey(error: ApiError): keyof NoMaskEditMessages | undefined {
  if (error.reason === 'no-output') return 'noOutput';
  return !error.serverMessage && editFailedReasons.includes(error.reason) ? 'editFailed' : undefined;
}

/** The user-facing text of a failure; the client's own fallbacks go through the tool's (overridable) messages. */
export function noMaskEditFailureMessage(error: unknown, text: NoMaskEditMessages): string {
  if (!isApiError(error) || !error.message.trim()) return text.editFailed;
  const key = clientFallbackKey(error);
  return key ? text[key] : error.message;
}

/**
 * The no-mask edit tool without its view: fields, validation, credits, one request with abort on Reset and unmount.
 */
export function useNoMaskEdit({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  includeBlob,
  onError,
}: UseNoMaskEditOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<NoMaskEditMessages>(noMaskEditMessages, messages);
  const [state, dispatch] = useReducer(noMaskEditReducer, defaultValues, initialNoMaskEditState);
  const gate = useCreditGate({ cost: noMaskEditCost, shortMessageTemplate: text.creditsShort, client });
  const { run, abort } = useOneShotRequest({ balance: gate, onError });
  const deliver = useResultDelivery({ client, onResult, includeBlob });

  const submit = useCallback(() => {
    if (state.phase === 'pending') return;
    if (!canSubmit(state) || gate.isShort) {
      dispatch({ type: 'submit-rejected' });
      return;
    }
    const { prompt, image, size, variations } = state.values;
    if (!image) return;
    dispatch({ type: 'started' });
    const input = { prompt: prompt.trim(), image, size: squareSizes[size], n: clampVariations(variations) };
    run({
      request: async (signal): Promise<NoMaskEditToolResult> => {
        const result = await client.noMaskEdit.edit(input, { signal });
        const first = result.items[0];
        if (!first) throw new ApiError('job-failed', 'No output received.', { reason: 'no-output' });
        return { ...result, url: first.url };
      },
      cost: noMaskEditCost,
      onSuccess: (result) => {
        dispatch({ type: 'succeeded', result, of: { image, prompt: input.prompt } });
        void deliver(result);
      },
      onFailure: (error) => dispatch({ type: 'failed', error: noMaskEditFailureMessage(error, text) }),
    });
  }, [client, deliver, gate.isShort, run, state, text]);

  const reset = useCallback(() => {
    abort();
    dispatch({ type: 'reset', values: { ...initialNoMaskEditState(defaultValues).values } });
  }, [abort, defaultValues]);

  const setPrompt = useCallback((prompt: string) => dispatch({ type: 'prompt-changed', prompt }), []);
  const pickImage = useCallback((file: File | null) => dispatch({ type: 'image-picked', file }), []);
  const setSize = useCallback((size: NoMaskEditSize) => dispatch({ type: 'size-changed', size }), []);
  const setVariations = useCallback((variations: number) => dispatch({ type: 'variations-changed', variations }), []);

  const fieldErrors = useMemo(() => {
    const keys = visibleFieldErrors(state);
    return {
      prompt: keys.prompt && text[keys.prompt],
      image: keys.image && text[keys.image],
    };
  }, [state, text]);

  return {
    values: state.values,
    phase: state.phase,
    isPending: state.phase === 'pending',
    result: state.result,
    resultOf: state.resultOf,
    error: state.error,
    fieldErrors,
    /** Every rule is met and the balance covers the cost (an unknown balance never blocks). */
    canSubmit: canSubmit(state) && !gate.isShort,
    isValid: Object.keys(validateNoMaskEdit(state)).length === 0,
    gate,
    setPrompt,
    pickImage,
    setSize,
    setVariations,
    submit,
    reset,
    messages: text,
  };
}
