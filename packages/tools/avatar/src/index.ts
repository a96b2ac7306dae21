export * from './AvatarTool';
export { useAvatar, avatarCost, avatarFailureMessage, type AvatarResult, type UseAvatarOptions } from './useAvatar';
export {
  avatarReducer,
  initialAvatarState,
  canGenerate,
  hasScript,
  visibleScriptError,
  type AvatarState,
  type AvatarPhase,
} from './avatarState';
export { scriptToWebVtt } from './scriptCaptions';
export { avatarMessages, type AvatarMessages } from './messages';
