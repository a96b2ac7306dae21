export { ChatTool, type ChatToolProps } from './ChatTool';
export { useChat, type ChatResult, type UseChatOptions } from './useChat';
export type { ChatTurn, ChatTurnStatus } from './chatState';
export { chatMessages, type ChatMessages } from './messages';
