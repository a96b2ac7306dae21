import { isApiError, type ApiError, type ApiErrorReason } from '@mediakit/api-client';
import { formatMessage } from '../hooks/useToolMessages';

type KeyOf<Messages> = Extract<keyof Messages, string>;

/** How one failure reason is said: a key of the tool's messages, the client's own message, or a function. */
export type FailureText<Messages> = KeyOf<Messages> | 'client-message' | ((error: ApiError) => string);

/**
 * How a tool words its failures, as data: the client says what went wrong (`ApiError.reason`), the tool says it in its
 * spec's (overridable) words. Every text may use `{required}` and `{have}` (a 402's figures), `{status}` (the HTTP
 * status) and `{details}` (the client's message: the catalogue's text or the server's own words).
 */
export interface FailureWording<Messages> {
  /** For a failure that is not the client's (a bug, a partner's callback that threw) and for an empty message. */
  fallback: KeyOf<Messages>;
  /** A 402 that says what the run costs and what the user has: the tool's 'Not enough credits…' template. */
  creditsShort?: KeyOf<Messages>;
  /** Whenever the server said why (its own words in `serverMessage`), those words show, whatever the reason. */
  serverWordsFirst?: boolean;
  /** Reasons always said this way. */
  reasons?: Partial<Record<ApiErrorReason, FailureText<Messages>>>;
  /** Reasons said this way unless the server said why; then its words show. */
  unlessServerSaid?: Partial<Record<ApiErrorReason, FailureText<Messages>>>;
  /**
   * A refused request whose status alone tells the user nothing (a 5xx, another status, a redirect), where
   * `unlessServerSaid` does not name its reason: said this way unless the server said why.
   */
  requestFailed?: FailureText<Messages>;
  /** Every other failure (default: the client's own message). */
  otherwise?: FailureText<Messages>;
}

const statusOnlyReasons = new Set<ApiErrorReason>(['server-error', 'request-failed', 'redirected']);

/** The user-facing text of a failure, in the tool's words; see `FailureWording`. Never reads the error's English. */
export function failureMessage<Messages extends Record<string, string>>(
  error: unknown,
  text: Messages,
  wording: FailureWording<Messages>,
): string {
  const word = (key: KeyOf<Messages>): string => text[key] ?? '';
  if (!isApiError(error) || !error.message.trim()) return word(wording.fallback);
  const say = (how: FailureText<Messages>): string => {
    if (typeof how === 'function') return how(error);
    if (how === 'client-message') return error.message;
    return formatMessage(word(how), {
      ...error.credits,
      ...(error.status === undefined ? {} : { status: error.status }),
      details: error.message,
    });
  };
  const { reason } = error;
  if (reason === 'insufficient-credits' && error.credits && wording.creditsShort) return say(wording.creditsShort);
  if (wording.serverWordsFirst && error.serverMessage) return error.serverMessage;
  const always = wording.reasons?.[reason];
  if (always) return say(always);
  const unlessServerSaid =
    wording.unlessServerSaid?.[reason] ?? (statusOnlyReasons.has(reason) ? wording.requestFailed : undefined);
  if (unlessServerSaid) return error.serverMessage ? error.message : say(unlessServerSaid);
  return say(wording.otherwise ?? 'client-message');
}
