import { isApiError, type MediakitClient } from '@mediakit/api-client';
import { useMediakitClient, useOneShotRequest, useToolMessages } from '@mediakit/tool-runtime';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { canSend, chatReducer, initialChatState, isWaiting } from './chatState';
import { chatMessages, type ChatMessages } from './messages';

export interface UseChatOptions {
  client?: MediakitClient;
  messages?: Partial<ChatMessages>;
  onReply?: (reply: string, prompt: string) => void;
  onError?: (error: unknown) => void;
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const fromServer = serverMessage(error.body);
  if (fromServer) return fromServer;
  // The catalogue's own texts for "not logged in" and "unreachable" say more than a bare 'Request failed'.
  if (error.kind === 'unauthenticated' || error.kind === 'network') return error.message;
  return fallback;
}

/** The chat tool without its view: state, send (with history), stop, clear. Aborts its request on unmount. */
export function useChat({ client: explicitClient, messages, onReply, onError }: UseChatOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ChatMessages>(chatMessages, messages);
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const { run, abort } = useOneShotRequest({ onError });
  const latestOnReply = useRef(onReply);
  useEffect(() => {
    latestOnReply.current = onReply;
  });

  const send = useCallback(() => {
    if (!canSend(state)) return;
    const prompt = state.prompt.trim();
    const id = state.nextId;
    dispatch({ type: 'sent', prompt });
    run({
      request: (signal) => client.chat.send({ prompt }, { signal }),
      onSuccess: ({ reply }) => {
        dispatch({ type: 'answered', id, reply });
        latestOnReply.current?.(reply, prompt);
      },
      onFailure: (error) => dispatch({ type: 'failed', id, error: failureMessage(error, text.requestFailed) }),
    });
  }, [client, run, state, text.requestFailed]);

  const stop = useCallback(() => {
    const pending = state.turns.find((turn) => turn.status === 'pending');
    abort();
    if (pending) dispatch({ type: 'stopped', id: pending.id });
  }, [abort, state.turns]);

  const clear = useCallback(() => {
    abort();
    dispatch({ type: 'cleared' });
  }, [abort]);

  const setPrompt = useCallback((prompt: string) => dispatch({ type: 'prompt-changed', prompt }), []);

  return {
    prompt: state.prompt,
    turns: state.turns,
    isWaiting: isWaiting(state),
    canSend: canSend(state),
    setPrompt,
    send,
    stop,
    clear,
    messages: text,
  };
}
