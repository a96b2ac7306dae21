import type { MediakitClient } from '@mediakit/api-client';
import { useCallback, useReducer } from 'react';
import { useCreditGate } from '../credits/useCreditGate';
import { useOneShotRequest } from '../jobs/useOneShotRequest';
import { useResultDelivery, type ResultDeliveryProps } from '../jobs/useResultDelivery';
import { canGenerateMedia, initialTextToMediaState, isTextRequiredShown, textToMediaReducer } from './textToMediaState';

export interface UseTextToMediaOptions<Result extends { url: string }> extends ResultDeliveryProps<Result> {
  /** The tool's client, already resolved (`useMediakitClient`). */
  client: MediakitClient;
  /** The estimated cost of one run, shown as spent while it runs. */
  cost: number;
  /** The tool's 'Not enough credits…' template, with `{required}` and `{have}`. */
  creditsShortMessage: string;
  /** The text the tool starts with, and returns to on `reset()`. */
  defaultText?: string;
  /** Sends the trimmed, non-blank text; resolves with the output's URL. */
  request: (text: string, signal: AbortSignal) => Promise<{ url: string; engine?: string }>;
  /** What the tool shows and hands to `onResult`, from the output's URL and the text that made it. */
  /** `engine` is which engine made it ('local': the server's own, not an AI model), when the server says. */
  toResult: (url: string, text: string, engine: string | undefined) => Result;
  /** The message shown for a failure (aborts never reach it). */
  failureMessage: (error: unknown) => string;
  /** For answers that carry no balance: fetch it again after a success, so the estimate shown as spent is checked. */
  refreshCreditsAfterSuccess?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * The whole of a "text in, media URL out" tool without its view (text to speech, avatar): the text, Generate (never
 * with blank text or a short balance), one request per run with an optimistic charge, abort on Reset and unmount, and
 * delivery of each result to `onResult` (with the output as a Blob when `includeBlob` is set).
 */
export function useTextToMedia<Result extends { url: string }>(options: UseTextToMediaOptions<Result>) {
  const { client, cost, creditsShortMessage, defaultText, onResult, includeBlob, onError } = options;
  const { request, toResult, failureMessage, refreshCreditsAfterSuccess } = options;
  const [state, dispatch] = useReducer(textToMediaReducer<Result>, defaultText, initialTextToMediaState<Result>);
  const gate = useCreditGate({ cost, shortMessageTemplate: creditsShortMessage, client });
  const { run, abort } = useOneShotRequest({ balance: gate, onError });
  const deliver = useResultDelivery<Result>({ client, onResult, includeBlob });

  const generate = useCallback(() => {
    if (state.phase === 'pending') return;
    if (!canGenerateMedia(state) || gate.isShort) {
      dispatch({ type: 'submit-rejected' });
      return;
    }
    const text = state.text.trim();
    dispatch({ type: 'started' });
    run({
      request: (signal) => request(text, signal),
      cost: gate.cost,
      onSuccess: ({ url, engine }) => {
        const result = toResult(url, text, engine);
        dispatch({ type: 'succeeded', result });
        if (refreshCreditsAfterSuccess) gate.refresh().catch(() => {});
        void deliver(result);
      },
      onFailure: (error) => dispatch({ type: 'failed', error: failureMessage(error) }),
    });
  }, [deliver, failureMessage, gate, refreshCreditsAfterSuccess, request, run, state, toResult]);

  const reset = useCallback(() => {
    abort();
    dispatch({ type: 'reset', text: defaultText ?? '' });
  }, [abort, defaultText]);

  const setText = useCallback((text: string) => dispatch({ type: 'text-changed', text }), []);

  return {
    text: state.text,
    phase: state.phase,
    isPending: state.phase === 'pending',
    result: state.result,
    error: state.error,
    /** The user tried to generate from blank text: show the tool's "text required" message. */
    isTextMissing: isTextRequiredShown(state),
    /** Non-blank text, nothing pending, and the balance covers the cost (an unknown balance never blocks). */
    canGenerate: canGenerateMedia(state) && !gate.isShort,
    gate,
    setText,
    generate,
    reset,
  };
}
