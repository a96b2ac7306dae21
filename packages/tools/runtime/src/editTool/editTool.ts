import type { FailureWording } from '../failure/failureMessage';

/**
 * The words the prompt-edit tools (an image and a prompt in, the edited image out, in one request: no-mask edit and
 * single image edit) share, as the spec gives them to both; each tool spreads them into its own messages.
 */
export const editToolMessages = {
  submit: 'Edit image',
  pending: 'Editing…',
  statusEditing: 'Editing your image…',
  reset: 'Reset',
  creditsShort: 'Not enough credits. Need {required}, you have {have}.',
  editFailed: 'Edit failed.',
  noOutput: 'No output received.',
} as const;

export type EditToolMessages = { [Key in keyof typeof editToolMessages]: string };

/** The prompt-edit tools' failures: the client's own fallbacks ('Edit failed.', 'No output received.') in their words. */
export const editToolFailure: FailureWording<EditToolMessages> = {
  fallback: 'editFailed',
  reasons: { 'no-output': 'noOutput' },
  unlessServerSaid: { 'job-failed': 'editFailed', 'server-error': 'editFailed', 'request-failed': 'editFailed' },
};
