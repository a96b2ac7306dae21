export type TextToSpeechPhase = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface TextToSpeechState {
  text: string;
  phase: TextToSpeechPhase;
  /** Set when the user tried to generate from blank text, so the reason is shown rather than nothing happening. */
  showErrors: boolean;
  /** The audio's URL (audio/mpeg) and the text it speaks. */
  result?: { url: string; text: string };
  error?: string;
}

export type TextToSpeechAction =
  | { type: 'text-changed'; text: string }
  | { type: 'submit-rejected' }
  | { type: 'started' }
  | { type: 'succeeded'; url: string; text: string }
  | { type: 'failed'; error: string }
  | { type: 'reset'; text: string };

export function initialTextToSpeechState(text?: string): TextToSpeechState {
  return { text: typeof text === 'string' ? text : '', phase: 'idle', showErrors: false };
}

export function textToSpeechReducer(state: TextToSpeechState, action: TextToSpeechAction): TextToSpeechState {
  switch (action.type) {
    case 'text-changed':
      return { ...state, text: action.text };
    case 'submit-rejected':
      return { ...state, showErrors: true };
    case 'started':
      return { ...state, phase: 'pending', error: undefined };
    case 'succeeded':
      return state.phase === 'pending'
        ? { ...state, phase: 'succeeded', result: { url: action.url, text: action.text } }
        : state;
    case 'failed':
      return state.phase === 'pending' ? { ...state, phase: 'failed', error: action.error } : state;
    case 'reset':
      return initialTextToSpeechState(action.text);
  }
}

/** Blank or whitespace-only text is never sent (the original screen sent it and failed silently). */
export function hasText(state: TextToSpeechState): boolean {
  return state.text.trim().length > 0;
}

export function canGenerate(state: TextToSpeechState): boolean {
  return state.phase !== 'pending' && hasText(state);
}

export function visibleTextError(state: TextToSpeechState): 'textRequired' | undefined {
  return state.showErrors && !hasText(state) ? 'textRequired' : undefined;
}
