import { isAbortError, isApiError, type MediakitClient } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import { chargeOptimistically, useCreditGate, useMediakitClient, useToolMessages } from '@mediakit/tool-runtime';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { avatarReducer, canGenerate, initialAvatarState, visibleScriptError } from './avatarState';
import { avatarMessages, type AvatarMessages } from './messages';

/** What `onResult` receives: the video's URL and the script it speaks. */
export interface AvatarResult {
  url: string;
  script: string;
}

export interface UseAvatarOptions {
  client?: MediakitClient;
  messages?: Partial<AvatarMessages>;
  defaultValues?: { script?: string };
  onResult?: (result: AvatarResult) => void;
  onError?: (error: unknown) => void;
}

/** The spec lists no price for the avatar, so it costs the default feature price. */
export const avatarCost = featureCosts.default;

/** The client's wording for an answer without a url. */
const clientNoOutputMessage = 'No output received.';

/** A clear message for every failure: the catalogue's texts where they apply, else the tool's own. */
export function avatarFailureMessage(error: unknown, text: AvatarMessages): string {
  if (!isApiError(error) || !error.message.trim()) return text.generateFailed;
  if (error.message === clientNoOutputMessage) return text.noOutput;
  // A bare status code or an unreadable answer tells the user nothing.
  if (error.kind === 'malformed-response' || /^Request failed/.test(error.message)) return text.generateFailed;
  return error.message;
}

/** The avatar tool without its view: the script, Generate, credits, abort on Reset and unmount. */
export function useAvatar({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  onError,
}: UseAvatarOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<AvatarMessages>(avatarMessages, messages);
  const [state, dispatch] = useReducer(avatarReducer, defaultValues?.script, initialAvatarState);
  const gate = useCreditGate({ cost: avatarCost, shortMessageTemplate: text.creditsShort, client });
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
    const script = state.script.trim();
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'started' });
    const charge = chargeOptimistically(gate, avatarCost);
    client.avatar.generate({ script }, { signal: controller.signal }).then(
      ({ url }) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        dispatch({ type: 'succeeded', url, script });
        latest.current.onResult?.({ url, script });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        inFlight.current = null;
        const current = latest.current;
        if (isApiError(error) && error.credits) current.gate.set(error.credits.have);
        else charge.restore(current.gate.credits);
        dispatch({ type: 'failed', error: avatarFailureMessage(error, current.text) });
        current.onError?.(error);
      },
    );
  }, [client, gate, state]);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    dispatch({ type: 'reset', script: latest.current.defaultValues?.script ?? '' });
  }, []);

  const setScript = useCallback((script: string) => dispatch({ type: 'script-changed', script }), []);
  const errorKey = visibleScriptError(state);

  return {
    script: state.script,
    phase: state.phase,
    isPending: state.phase === 'pending',
    result: state.result,
    error: state.error,
    scriptError: errorKey && text[errorKey],
    /** A non-blank script, nothing pending, and the balance covers the cost (an unknown balance never blocks). */
    canGenerate: canGenerate(state) && !gate.isShort,
    gate,
    setScript,
    generate,
    reset,
    messages: text,
  };
}
