import {
  canGenerateMedia,
  hasText as hasTextToSpeak,
  initialTextToMediaState,
  isTextRequiredShown,
  textToMediaReducer,
  type OneShotPhase,
  type TextToMediaAction,
  type TextToMediaState,
} from '@mediakit/tool-runtime';
import type { TextToSpeechResult } from './useTextToSpeech';

// Text to speech is a "text in, media URL out" tool: its state machine is the runtime's.

export type TextToSpeechPhase = OneShotPhase;
export type TextToSpeechState = TextToMediaState<TextToSpeechResult>;
export type TextToSpeechAction = TextToMediaAction<TextToSpeechResult>;

export const initialTextToSpeechState: (text?: string) => TextToSpeechState = initialTextToMediaState;
export const textToSpeechReducer: (state: TextToSpeechState, action: TextToSpeechAction) => TextToSpeechState =
  textToMediaReducer;
/** Blank or whitespace-only text is never sent (the original screen sent it and failed silently). */
export const hasText: (state: TextToSpeechState) => boolean = hasTextToSpeak;
export const canGenerate: (state: TextToSpeechState) => boolean = canGenerateMedia;

export function visibleTextError(state: TextToSpeechState): 'textRequired' | undefined {
  return isTextRequiredShown(state) ? 'textRequired' : undefined;
}
