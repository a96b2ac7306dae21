export type ChatTurnStatus = 'pending' | 'answered' | 'failed' | 'stopped';

export interface ChatTurn {
  id: number;
  prompt: string;
  status: ChatTurnStatus;
  reply?: string;
  error?: string;
}

export interface ChatState {
  prompt: string;
  turns: ChatTurn[];
  nextId: number;
}

export type ChatAction =
  | { type: 'prompt-changed'; prompt: string }
  | { type: 'sent'; prompt: string }
  | { type: 'answered'; id: number; reply: string }
  | { type: 'failed'; id: number; error: string }
  | { type: 'stopped'; id: number }
  | { type: 'cleared' };

export const initialChatState: ChatState = { prompt: '', turns: [], nextId: 1 };

/** The chat state machine, free of React and the network so it can be tested on its own. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'prompt-changed':
      return { ...state, prompt: action.prompt };
    case 'sent':
      return {
        prompt: '',
        nextId: state.nextId + 1,
        turns: [...state.turns, { id: state.nextId, prompt: action.prompt, status: 'pending' }],
      };
    case 'answered':
      return updateTurn(state, action.id, { status: 'answered', reply: action.reply });
    case 'failed':
      return updateTurn(state, action.id, { status: 'failed', error: action.error });
    case 'stopped':
      return updateTurn(state, action.id, { status: 'stopped' });
    case 'cleared':
      return { ...initialChatState, nextId: state.nextId };
  }
}

function updateTurn(state: ChatState, id: number, change: Partial<ChatTurn>): ChatState {
  // A turn that was cleared or already settled keeps its state: late answers never resurrect it.
  return {
    ...state,
    turns: state.turns.map((turn) => (turn.id === id && turn.status === 'pending' ? { ...turn, ...change } : turn)),
  };
}

/** An empty or whitespace-only prompt is never sent. */
export function canSend(state: ChatState): boolean {
  return state.prompt.trim().length > 0 && !isWaiting(state);
}

export function isWaiting(state: ChatState): boolean {
  return state.turns.some((turn) => turn.status === 'pending');
}
