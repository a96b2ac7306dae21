import { isApiError } from '@mediakit/api-client';
import {
  failureMessage,
  useMediakitClient,
  useToolMessages,
  useToolRun,
  type FailureWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useReducer } from 'react';
import { canSend, chatReducer, initialChatState } from './chatState';
import { chatMessages, type ChatMessages } from './messages';

/** What `onResult` receives for every reply. */
export interface ChatResult {
  reply: string;
  prompt: string;
}

export type UseChatOptions = Omit<ToolOptions<ChatResult, ChatMessages, never>, 'defaultValues' | 'includeBlob'>;

interface Turn {
  id: number;
  prompt: string;
}

// Spec 000, section 7: a failure shows the error body's `message`, else 'Request failed'; the catalogue's own words
// say more for "not logged in" and "unreachable".
const failureWording: FailureWording<ChatMessages> = {
  fallback: 'requestFailed',
  reasons: { unauthenticated: 'client-message', network: 'client-message' },
  otherwise: 'requestFailed',
};

function bodyMessage(error: unknown): string | undefined {
  const body = isApiError(error) ? error.body : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The chat tool without its view: the conversation, Send (with history), Stop, Clear. Aborts its request on unmount. */
export function useChat({ client: explicitClient, messages, ...delivery }: UseChatOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ChatMessages>(chatMessages, messages);
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const run = useToolRun({
    ...delivery,
    client,
    request: ({ prompt }: Turn, signal: AbortSignal) => client.chat.send({ prompt }, { signal }),
    toResult: ({ reply }, { input }): ChatResult => ({ reply, prompt: input?.prompt ?? '' }),
    failureMessage: (error) => bodyMessage(error) ?? failureMessage(error, text, failureWording),
    keepsResult: true,
    onRunSucceeded: ({ reply }, turn) => {
      if (turn) dispatch({ type: 'answered', id: turn.id, reply });
    },
    onRunFailed: (error, _cause, turn) => {
      if (turn) dispatch({ type: 'failed', id: turn.id, error });
    },
  });

  const { start, cancel: cancelRun, reset: resetRun } = run;
  const submit = useCallback(() => {
    if (!canSend(state)) return false;
    const turn = { id: state.nextId, prompt: state.prompt.trim() };
    dispatch({ type: 'sent', prompt: turn.prompt });
    return start(turn);
  }, [start, state]);

  const cancel = useCallback(() => {
    const pending = state.turns.find((turn) => turn.status === 'pending');
    cancelRun();
    if (pending) dispatch({ type: 'stopped', id: pending.id });
  }, [cancelRun, state.turns]);

  const reset = useCallback(() => {
    resetRun();
    dispatch({ type: 'cleared' });
  }, [resetRun]);

  const setPrompt = useCallback((prompt: string) => dispatch({ type: 'prompt-changed', prompt }), []);

  return {
    ...run,
    values: { prompt: state.prompt },
    turns: state.turns,
    /** A non-blank prompt and no reply awaited. */
    canSubmit: canSend(state),
    messages: text,
    setPrompt,
    submit,
    cancel,
    reset,
  };
}
