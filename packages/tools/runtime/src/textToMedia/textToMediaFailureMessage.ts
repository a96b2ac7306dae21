import { isApiError } from '@mediakit/api-client';

export interface TextToMediaFailureTexts {
  /** The tool's own message for a failure that explains nothing, e.g. 'Something went wrong.' */
  generateFailed: string;
  /** The tool's (overridable) message for an answer without a URL. */
  noOutput: string;
}

/**
 * A clear message for a failed text-to-media run: the server's or the error catalogue's text where it says something,
 * the tool's `noOutput` for an answer without a URL, else the tool's `generateFailed`.
 */
export function textToMediaFailureMessage(error: unknown, texts: TextToMediaFailureTexts): string {
  if (!isApiError(error) || !error.message.trim()) return texts.generateFailed;
  if (error.reason === 'no-output') return texts.noOutput;
  // A bare status code or an unreadable answer tells the user nothing.
  if (error.kind === 'malformed-response' || (error.kind === 'http' && !error.serverMessage)) {
    return texts.generateFailed;
  }
  return error.message;
}
