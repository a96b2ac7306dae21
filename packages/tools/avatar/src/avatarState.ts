import {
  canGenerateMedia,
  hasText,
  initialTextToMediaState,
  isTextRequiredShown,
  textToMediaReducer,
  type OneShotPhase,
  type TextToMediaAction,
  type TextToMediaState,
} from '@mediakit/tool-runtime';
import type { AvatarResult } from './useAvatar';

// The avatar is a "text in, media URL out" tool: its state machine is the runtime's, with the script as `text`.

export type AvatarPhase = OneShotPhase;
export type AvatarState = TextToMediaState<AvatarResult>;
export type AvatarAction = TextToMediaAction<AvatarResult>;

export const initialAvatarState: (script?: string) => AvatarState = initialTextToMediaState;
export const avatarReducer: (state: AvatarState, action: AvatarAction) => AvatarState = textToMediaReducer;
export const hasScript: (state: AvatarState) => boolean = hasText;
export const canGenerate: (state: AvatarState) => boolean = canGenerateMedia;

export function visibleScriptError(state: AvatarState): 'scriptRequired' | undefined {
  return isTextRequiredShown(state) ? 'scriptRequired' : undefined;
}
