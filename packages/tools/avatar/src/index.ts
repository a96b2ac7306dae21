import { withToolBoundary } from '@mediakit/tool-runtime';
import { AvatarTool as AvatarToolView, type AvatarToolProps } from './AvatarTool';
import { avatarMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const AvatarTool = /* @__PURE__ */ withToolBoundary(AvatarToolView, avatarMessages.title);
export type { AvatarToolProps };
export { useAvatar, type AvatarResult, type AvatarValues, type UseAvatarOptions } from './useAvatar';
export { avatarMessages, type AvatarMessages } from './messages';
