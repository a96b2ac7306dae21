export { Conversation, type ConversationProps } from './Conversation';
