export { AvatarTool, type AvatarToolProps } from './AvatarTool';
export { useAvatar, type AvatarResult, type AvatarValues, type UseAvatarOptions } from './useAvatar';
export { avatarMessages, type AvatarMessages } from './messages';
