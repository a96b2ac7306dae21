import type { ConsoleErrorMessages } from './consoleErrorMessage';

/** A screen's words for failed calls, for the console kit's tests. */
export const testErrorMessages: ConsoleErrorMessages = {
  unauthenticated: 'Sign in again.',
  forbidden: 'Not allowed.',
  network: 'No connection.',
  serverError: 'Server trouble.',
  failed: 'Failed.',
};
