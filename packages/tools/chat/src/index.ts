export * from './ChatTool';
export { useChat, type UseChatOptions } from './useChat';
export {
  chatReducer,
  canSend,
  initialChatState,
  type ChatState,
  type ChatTurn,
  type ChatTurnStatus,
} from './chatState';
export { chatMessages, type ChatMessages } from './messages';
