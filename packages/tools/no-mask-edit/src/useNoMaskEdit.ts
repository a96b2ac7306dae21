import { ApiError, isAbortError, isApiError, type MediakitClient, type NoMaskEditResult } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import { chargeOptimistically, useCreditGate, useMediakitClient, useToolMessages } from '@mediakit/tool-runtime';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
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

export interface UseNoMaskEditOptions {
  client?: MediakitClient;
  messages?: Partial<NoMaskEditMessages>;
  defaultValues?: Partial<NoMaskEditValues>;
  onResult?: (result: NoMaskEditToolResult) => void;
  onError?: (error: unknown) => void;
}

/** One request, whatever the number of variations (the spec prices an edit, not an output). */
export const noMaskEditCost = featureCosts.image_editor;

const clientFallbacks: Record<string, keyof NoMaskEditMessages> = {
  'Edit failed.': 'editFailed',
  'No output received.': 'noOutput',
};

/** The user-facing text of a failure; the client's own fallbacks go through the tool's (overridable) messages. */
export function noMaskEditFailureMessage(error: unknown, text: NoMaskEditMessages): string {
  if (!isApiError(error) || !error.message.trim()) return text.editFailed;
  const key = clientFallbacks[error.message];
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
  onError,
}: UseNoMaskEditOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<NoMaskEditMessages>(noMaskEditMessages, messages);
  const [state, dispatch] = useReducer(noMaskEditReducer, defaultValues, initialNoMaskEditState);
  const gate = useCreditGate({ cost: noMaskEditCost, shortMessageTemplate: text.creditsShort, client });
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ onResult, onError, text, gate, defaultValues });
  useEffect(() => {
    latest.current = { onResult, onError, text, gate, defaultValues };
  });

  useEffect(() => () => inFlight.current?.abort(), []);

  const submit = useCallback(() => {
    if (state.phase === 'pending') return;
    if (!canSubmit(state) || gate.isShort) {
      dispatch({ type: 'submit-rejected' });
      return;
    }
    const { prompt, image, size, variations } = state.values;
    if (!image) return;
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'started' });
    const charge = chargeOptimistically(gate, noMaskEditCost);
    const request = { prompt: prompt.trim(), image, size: squareSizes[size], n: clampVariations(variations) };
    const fail = (error: unknown) => {
      const current = latest.current;
      if (isApiError(error) && error.credits) current.gate.set(error.credits.have);
      else charge.restore(current.gate.credits);
      dispatch({ type: 'failed', error: noMaskEditFailureMessage(error, current.text) });
      current.onError?.(error);
    };
    client.noMaskEdit.edit(request, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        const first = result.items[0];
        if (!first) return fail(new ApiError('job-failed', 'No output received.'));
        dispatch({ type: 'succeeded', result, of: { image, prompt: request.prompt } });
        latest.current.onResult?.({ ...result, url: first.url });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        inFlight.current = null;
        fail(error);
      },
    );
  }, [client, gate, state]);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    dispatch({ type: 'reset', values: { ...initialNoMaskEditState(latest.current.defaultValues).values } });
  }, []);

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
