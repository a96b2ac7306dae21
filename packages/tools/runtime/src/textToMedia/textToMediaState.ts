import type { OneShotPhase } from '../jobs/oneShotPhase';

/**
 * The state of a "text in, media URL out" tool (text to speech, avatar): the text being written, the phase of the
 * one request per run, and the last result, kept while a new attempt runs or fails.
 */
export interface TextToMediaState<Result> {
  text: string;
  phase: OneShotPhase;
  /** Set when the user tried to generate from blank text, so the reason is shown rather than nothing happening. */
  showErrors: boolean;
  result?: Result;
  error?: string;
}

export type TextToMediaAction<Result> =
  | { type: 'text-changed'; text: string }
  | { type: 'submit-rejected' }
  | { type: 'started' }
  | { type: 'succeeded'; result: Result }
  | { type: 'failed'; error: string }
  | { type: 'reset'; text: string };

export function initialTextToMediaState<Result>(text?: string): TextToMediaState<Result> {
  return { text: typeof text === 'string' ? text : '', phase: 'idle', showErrors: false };
}

/** The text-to-media state machine, free of React and the network. Answers that arrive when not pending are ignored. */
export function textToMediaReducer<Result>(
  state: TextToMediaState<Result>,
  action: TextToMediaAction<Result>,
): TextToMediaState<Result> {
  switch (action.type) {
    case 'text-changed':
      return { ...state, text: action.text };
    case 'submit-rejected':
      return { ...state, showErrors: true };
    case 'started':
      return { ...state, phase: 'pending', error: undefined };
    case 'succeeded':
      return state.phase === 'pending' ? { ...state, phase: 'succeeded', result: action.result } : state;
    case 'failed':
      return state.phase === 'pending' ? { ...state, phase: 'failed', error: action.error } : state;
    case 'reset':
      return initialTextToMediaState(action.text);
  }
}

/** Blank or whitespace-only text is never sent. */
export function hasText(state: TextToMediaState<unknown>): boolean {
  return state.text.trim().length > 0;
}

/** Nothing pending and the text is not blank (the credit check is the hook's). */
export function canGenerateMedia(state: TextToMediaState<unknown>): boolean {
  return state.phase !== 'pending' && hasText(state);
}

/** Whether to show the tool's "text required" message: only after an attempt with blank text. */
export function isTextRequiredShown(state: TextToMediaState<unknown>): boolean {
  return state.showErrors && !hasText(state);
}
