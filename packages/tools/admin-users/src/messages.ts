import type { ApiErrorReason } from '@mediakit/api-client';

/** Every user-facing string of the admin users table; pass `messages` to override any of them. */
export const adminUsersMessages = {
  title: 'Users',
  tableLabel: 'Users',
  /** The table's own scrolling box (narrow screens scroll it sideways). */
  tableScroll: 'Users table',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name, email, role or status',
  clearSearch: 'Clear search',
  roleLabel: 'Role',
  statusLabel: 'Status',
  all: 'All',
  clear: 'Clear',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'Export failed. Try again.',
  exported: 'Exported {fileName}.',
  addUser: 'Add User',
  // Columns, in the CSV's words.
  columnId: 'ID',
  columnName: 'Name',
  columnEmail: 'Email',
  columnRole: 'Role',
  columnStatus: 'Status',
  columnCreatedAt: 'Created At',
  columnUsage: 'Usage',
  actions: 'Actions',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  noUsers: 'No users found',
  loading: 'Loading users…',
  pagination: 'Users pages',
  // Details drawer.
  detailsTitle: 'User details',
  close: 'Close',
  // Add and edit.
  addTitle: 'Add User',
  editTitle: 'Edit user',
  nameLabel: 'Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordHintCreate: 'Optional: without one the user gets an invitation to set it.',
  passwordHintEdit: 'Leave blank to keep the current password.',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  nameRequired: 'The name field is required.',
  emailInvalid: 'The email must be a valid email address.',
  passwordTooShort: 'The password must be at least 8 characters.',
  added: 'Added {name}.',
  saved: 'Saved {name}.',
  // Delete.
  deleteTitle: 'Delete {name}?',
  deleteConsequence: 'Their account, sessions, media and keys are removed. This cannot be undone.',
  deleting: 'Deleting…',
  deleted: 'Deleted {name}.',
  deleteFailed: 'Could not delete {name}.',
  // Failures, by the client's error reason.
  retry: 'Retry',
  unauthenticated: 'Your session has ended. Sign in again to manage users.',
  forbidden: 'Managing users needs an administrator account.',
  network: 'Could not reach the server. Check your connection and try again.',
  serverError: 'The server could not answer. Try again in a moment.',
  notFound: 'That user no longer exists.',
  invalidInput: 'The server refused these details.',
  failed: 'Something went wrong. Try again.',
} as const;

export type AdminUsersMessages = { [Key in keyof typeof adminUsersMessages]: string };

/** A failure in the screen's words, keyed by the client's reason (never by the server's English). */
export function failureText(error: unknown, messages: AdminUsersMessages): string {
  const reason = (error as { reason?: ApiErrorReason } | null)?.reason;
  const status = (error as { status?: number } | null)?.status;
  switch (reason) {
    case 'unauthenticated':
      return messages.unauthenticated;
    case 'forbidden':
    case 'plan-limit':
      return messages.forbidden;
    case 'network':
    case 'timeout':
      return messages.network;
    case 'server-error':
      return messages.serverError;
    case 'invalid-input':
      // A 422 says which detail was refused (e.g. an e-mail already taken): the server's words are the precise ones.
      return (error as { serverMessage?: string }).serverMessage ?? messages.invalidInput;
    case 'request-failed':
      return status === 404 ? messages.notFound : messages.failed;
    default:
      return messages.failed;
  }
}
