import { isAbortError, isApiError, type MediakitClient } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import { chargeOptimistically, useCreditGate, useMediakitClient, useToolMessages } from '@mediakit/tool-runtime';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { textToSpeechMessages, type TextToSpeechMessages } from './messages';
import { canGenerate, initialTextToSpeechState, textToSpeechReducer, visibleTextError } from './textToSpeechState';

/** What `onResult` receives: the audio's URL (audio/mpeg) and the text it speaks. */
export interface TextToSpeechResult {
  url: string;
  text: string;
}

export interface UseTextToSpeechOptions {
  client?: MediakitClient;
  messages?: Partial<TextToSpeechMessages>;
  defaultValues?: { text?: string };
  onResult?: (result: TextToSpeechResult) => void;
  onError?: (error: unknown) => void;
}

/** The spec lists no price for speech, so it costs the default feature price. */
export const textToSpeechCost = featureCosts.default;

/** The client's wording for an answer without a url. */
const clientNoAudioMessage = 'No audio received.';

/** A clear message for every failure: the catalogue's texts where they apply, else the tool's own. */
export function textToSpeechFailureMessage(error: unknown, text: TextToSpeechMessages): string {
  if (!isApiError(error) || !error.message.trim()) return text.generateFailed;
  if (error.message === clientNoAudioMessage) return text.noAudio;
  // A bare status code or an unreadable answer tells the user nothing.
  if (error.kind === 'malformed-response' || /^Request failed/.test(error.message)) return text.generateFailed;
  return error.message;
}

/** Text to speech without its view: the text, Generate (never with blank text), credits, abort on Reset and unmount. */
export function useTextToSpeech({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  onError,
}: UseTextToSpeechOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<TextToSpeechMessages>(textToSpeechMessages, messages);
  const [state, dispatch] = useReducer(textToSpeechReducer, defaultValues?.text, initialTextToSpeechState);
  const gate = useCreditGate({ cost: textToSpeechCost, shortMessageTemplate: text.creditsShort, client });
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ onResult, onError, text, gate, defaultValues });
  useEffect(() => {
    latest.current = { onResult, onError, text, gate, defaultValues };
  });

  useEffect(() => () => inFlight.current?.abort(), []);

  const generate = useCallback(() => {
    if (state.phase === 'pending') return;
    if (!canGenerate(state) || gate.isShort) {
      dispatch({ type: 'submit-rejected' });
      return;
    }
    const spoken = state.text.trim();
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'started' });
    const charge = chargeOptimistically(gate, textToSpeechCost);
    client.tts.speak({ text: spoken }, { signal: controller.signal }).then(
      ({ url }) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        dispatch({ type: 'succeeded', url, text: spoken });
        // The speech answer carries no balance, so the estimate shown as spent is checked against the server.
        latest.current.gate.refresh().catch(() => {});
        latest.current.onResult?.({ url, text: spoken });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        inFlight.current = null;
        const current = latest.current;
        if (isApiError(error) && error.credits) current.gate.set(error.credits.have);
        else charge.restore(current.gate.credits);
        dispatch({ type: 'failed', error: textToSpeechFailureMessage(error, current.text) });
        current.onError?.(error);
      },
    );
  }, [client, gate, state]);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    dispatch({ type: 'reset', text: latest.current.defaultValues?.text ?? '' });
  }, []);

  const setText = useCallback((value: string) => dispatch({ type: 'text-changed', text: value }), []);
  const errorKey = visibleTextError(state);

  return {
    text: state.text,
    phase: state.phase,
    isPending: state.phase === 'pending',
    result: state.result,
    error: state.error,
    textError: errorKey && text[errorKey],
    /** Non-blank text, nothing pending, and the balance covers the cost (an unknown balance never blocks). */
    canGenerate: canGenerate(state) && !gate.isShort,
    gate,
    setText,
    generate,
    reset,
    messages: text,
  };
}
