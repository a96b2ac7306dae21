/** Every user-facing string of the outbox screen; pass `messages` to override any of them. */
export const adminOutboxMessages = {
  title: 'Outbox',
  intro:
    'Every e-mail the server sent: password reset links, password-changed notices and statements. In development the server only writes them here; open one to read it.',
  filterLabel: 'Outbox',
  recipient: 'Recipient',
  recipientPlaceholder: 'name@example.com',
  clearRecipient: 'Clear the recipient',
  filter: 'Filter',
  listLabel: 'E-mails, newest first',
  pagesLabel: 'Outbox pages',
  loading: 'Loading the outbox…',
  empty: 'No e-mails yet.',
  emptyFor: 'No e-mails to {recipient}.',
  noSubject: '(no subject)',
  to: 'To: {recipient}',
  attachments: 'Attachments: {files}',
  // The kinds of e-mail the server sends; another kind shows as the server names it.
  kindPasswordReset: 'Password reset',
  kindPasswordChanged: 'Password changed',
  kindStatement: 'Statement',
  retry: 'Retry',
  // Failures, by the api-client's error reason.
  unauthenticated: 'Your session has ended. Sign in again to read the outbox.',
  forbidden: 'Only administrators may read the outbox.',
  network: 'Could not reach the server. Check your connection and try again.',
  serverError: 'The server had a problem. Try again in a moment.',
  failed: 'Could not load the outbox. Try again.',
} as const;

export type AdminOutboxMessages = { [Key in keyof typeof adminOutboxMessages]: string };
