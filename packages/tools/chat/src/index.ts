import { withToolBoundary } from '@mediakit/tool-runtime';
import { ChatTool as ChatToolView, type ChatToolProps } from './ChatTool';
import { chatMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const ChatTool = /* @__PURE__ */ withToolBoundary(ChatToolView, chatMessages.title);
export type { ChatToolProps };
export { useChat, type ChatResult, type UseChatOptions } from './useChat';
export type { ChatTurn, ChatTurnStatus } from './chatState';
export { chatMessages, type ChatMessages } from './messages';
