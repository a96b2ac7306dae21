/** Every user-facing string of the API keys screen; pass `messages` to override any of them. */
export const apiKeysMessages = {
  title: 'API keys',
  intro: 'Keys let your own code call the Mediakit API as you. Treat them like passwords.',
  createHeading: 'Create a key',
  labelField: 'Label',
  labelHint: 'A name that says where the key is used, e.g. Production.',
  labelRequired: 'Enter a label for the key.',
  labelTooLong: 'The label must be at most 80 characters.',
  create: 'Create key',
  creating: 'Creating key…',
  createdHeading: 'Key “{label}” created',
  createdNotice: 'Copy it now: this is the only time the full key is shown.',
  secretLabel: 'Your new API key',
  copy: 'Copy key',
  copied: 'Copied!',
  copyFailed: 'Could not copy. Select the key and copy it yourself.',
  done: 'Done',
  listLabel: 'Your API keys',
  columnLabel: 'Label',
  columnKey: 'Key',
  columnCreated: 'Created',
  columnLastUsed: 'Last used',
  columnActions: 'Actions',
  neverUsed: 'Never',
  unknownDate: '–',
  empty: 'No API keys yet.',
  emptyHint: 'Create one above to call the API from your own code.',
  loading: 'Loading API keys…',
  revoke: 'Revoke',
  revokeLabel: 'Revoke {label}',
  revoking: 'Revoking…',
  revokeTitle: 'Revoke “{label}”?',
  revokeConsequence:
    'Anything that uses this key stops working at once. This cannot be undone: create a new key to replace it.',
  cancel: 'Cancel',
  confirmRevoke: 'Revoke key',
  revoked: 'Key “{label}” revoked.',
  retry: 'Retry',
  // Failures, by the api-client's error reason.
  unauthenticated: 'Your session has ended. Sign in again to manage your API keys.',
  forbidden: 'Your account may not manage API keys.',
  network: 'Could not reach the server. Check your connection and try again.',
  serverError: 'The server had a problem. Try again in a moment.',
  notFound: 'That key no longer exists. The list has been refreshed.',
  failed: 'Something went wrong. Try again.',
} as const;

export type ApiKeysMessages = { [Key in keyof typeof apiKeysMessages]: string };

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
