/** The reasons a console screen's first load fails, as the fake's scenarios. */
export type LoadFailureScenario = 'unauthenticated' | 'forbidden' | 'server-error' | 'network-error';

/** What a screen says for each reason: its own words for a lost session and a refusal, the kit's for the rest. */
export interface LoadFailureWords {
  unauthenticated: string;
  forbidden: string;
  'server-error'?: string;
  'network-error'?: string;
}

/** The console kit's words for a server error and for no connection, which a screen keeps unless it words its own. */
const kitFailureWords = {
  'server-error': 'The server had a problem. Try again in a moment.',
  'network-error': 'Could not reach the server. Check your connection and try again.',
};

/** Each reason with what the screen says for it: the screen's `words`, the kit's where it has none. */
export function loadFailureMessages(words: LoadFailureWords): Record<LoadFailureScenario, string> {
  return { ...kitFailureWords, ...words };
}

/** The same as `[scenario, message]` rows, for `it.each`. */
export const loadFailureCases = (words: LoadFailureWords) =>
  Object.entries(loadFailureMessages(words)) as [LoadFailureScenario, string][];
