/** Every user-facing string of the chat tool; pass `messages` to override any of them. */
export const chatMessages = {
  title: 'AI Chat',
  promptLabel: 'Message',
  placeholder: 'Ask anything...',
  hint: 'Enter sends, Shift+Enter adds a line.',
  submit: 'Send',
  pending: 'Thinking...',
  waiting: 'Waiting for the reply…',
  stop: 'Stop',
  reset: 'Clear',
  copyReply: 'Copy reply',
  copied: 'Copied!',
  copyFailed: 'Could not copy. Select the text and copy it instead.',
  you: 'You',
  assistant: 'Assistant',
  requestFailed: 'Request failed',
  stopped: 'Stopped. No reply was kept.',
  conversationLabel: 'Conversation',
  emptyConversation: 'Replies appear here.',
} as const;

export type ChatMessages = { [Key in keyof typeof chatMessages]: string };
