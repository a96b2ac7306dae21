import type { FailureWording } from './failureMessage';

/** The spec's error catalogue (document 001, section 8) for signing in and reaching the API, in its own words. */
export const catalogueFailureMessages = {
  unauthenticated: 'Please log in to continue.',
  networkError: 'Network/CORS error: failed to reach the API.',
} as const;

export type CatalogueFailureMessages = { [Key in keyof typeof catalogueFailureMessages]: string };

/**
 * How a tool that shows the catalogue says its failures: signing in and the network in the words above, invalid input
 * and a 402 without figures in the client's (the server's details, else the catalogue's text).
 */
export const catalogueFailureReasons: FailureWording<CatalogueFailureMessages>['reasons'] = {
  network: 'networkError',
  unauthenticated: 'unauthenticated',
  'invalid-input': 'client-message',
  'insufficient-credits': 'client-message',
};
