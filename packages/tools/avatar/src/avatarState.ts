export type AvatarPhase = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface AvatarState {
  script: string;
  phase: AvatarPhase;
  /** Set when the user tried to generate from a blank script, so the reason is shown rather than nothing happening. */
  showErrors: boolean;
  /** The video's URL and the script it speaks (for its captions). */
  result?: { url: string; script: string };
  error?: string;
}

export type AvatarAction =
  | { type: 'script-changed'; script: string }
  | { type: 'submit-rejected' }
  | { type: 'started' }
  | { type: 'succeeded'; url: string; script: string }
  | { type: 'failed'; error: string }
  | { type: 'reset'; script: string };

export function initialAvatarState(script?: string): AvatarState {
  return { script: typeof script === 'string' ? script : '', phase: 'idle', showErrors: false };
}

export function avatarReducer(state: AvatarState, action: AvatarAction): AvatarState {
  switch (action.type) {
    case 'script-changed':
      return { ...state, script: action.script };
    case 'submit-rejected':
      return { ...state, showErrors: true };
    case 'started':
      return { ...state, phase: 'pending', error: undefined };
    case 'succeeded':
      return state.phase === 'pending'
        ? { ...state, phase: 'succeeded', result: { url: action.url, script: action.script } }
        : state;
    case 'failed':
      return state.phase === 'pending' ? { ...state, phase: 'failed', error: action.error } : state;
    case 'reset':
      return initialAvatarState(action.script);
  }
}

export function hasScript(state: AvatarState): boolean {
  return state.script.trim().length > 0;
}

export function canGenerate(state: AvatarState): boolean {
  return state.phase !== 'pending' && hasScript(state);
}

export function visibleScriptError(state: AvatarState): 'scriptRequired' | undefined {
  return state.showErrors && !hasScript(state) ? 'scriptRequired' : undefined;
}
