import { isApiError } from '@mediakit/api-client';
import { defineTool, useTool, type ToolOptions } from '@mediakit/tool-runtime';
import { canSend, chatReducer, initialChatState, type ChatAction, type ChatState } from './chatState';
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

function bodyMessage(error: unknown): string | undefined {
  const body = isApiError(error) ? error.body : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The conversation is the form's values: the prompt being written, the turns, the next turn's id. Chat is free. */
const chat = defineTool({
  messages: chatMessages,
  // Free, but what answers is said before the first message: a language model, a provider, or the server's program.
  engine: 'chat',
  values: (): ChatState => initialChatState,
  // An empty prompt, or one written while a reply is awaited, is never sent.
  input: (state): Turn | undefined => (canSend(state) ? { id: state.nextId, prompt: state.prompt.trim() } : undefined),
  request: ({ prompt }: Turn, signal, client) => client.chat.send({ prompt }, { signal }),
  toResult: ({ reply }, { input }): ChatResult => ({ reply, prompt: input?.prompt ?? '' }),
  // Spec 000, section 7: a failure shows the error body's `message`, else 'Request failed'; the catalogue's own words
  // say more for "not logged in" and "unreachable".
  failure: (text) => ({
    fallback: 'requestFailed',
    reasons: {
      unauthenticated: (error) => bodyMessage(error) ?? error.message,
      network: (error) => bodyMessage(error) ?? error.message,
    },
    otherwise: (error) => bodyMessage(error) ?? text.requestFailed,
  }),
  keepsResult: true,
});

/** The chat tool without its view: the conversation, Send (with history), Stop, Clear. Aborts its request on unmount. */
export function useChat(options: UseChatOptions = {}) {
  const tool = useTool(chat, options);
  const { values, phase, input } = tool;
  // The turn awaiting its reply settles as its run ends: answered, failed or stopped.
  const awaited = values.turns.find((turn) => turn.status === 'pending');
  if (awaited && !tool.isBusy && input?.id === awaited.id) {
    const { id } = awaited;
    const settled: ChatAction =
      phase === 'succeeded' && tool.result
        ? { type: 'answered', id, reply: tool.result.reply }
        : phase === 'failed'
          ? { type: 'failed', id, error: tool.error ?? '' }
          : { type: 'stopped', id };
    tool.set(chatReducer(values, settled));
  }
  const submit = () =>
    tool.submit() && (tool.set(chatReducer(values, { type: 'sent', prompt: values.prompt.trim() })), true);
  return {
    ...tool,
    // Chat costs nothing: no balance, no cost badge.
    credits: undefined,
    turns: values.turns,
    /** A non-blank prompt and no reply awaited. */
    canSubmit: canSend(values),
    submit,
  };
}
