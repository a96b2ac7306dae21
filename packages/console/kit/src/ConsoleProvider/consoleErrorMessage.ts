import { isApiError, type ApiErrorReason } from '@mediakit/api-client';
import { formatMessage } from '@mediakit/tool-runtime';

/** A console screen's words for a failed call, by the error's reason; each screen passes its own (overridable) text. */
export interface ConsoleErrorMessages {
  unauthenticated: string;
  forbidden: string;
  network: string;
  serverError: string;
  failed: string;
  /** A 404; without it, `failed`. */
  notFound?: string;
  /** A 422 the server gave no words for; without it, `failed`. */
  invalidInput?: string;
  /** A 402, with `{required}` and `{have}`; without it, `failed`. */
  notEnoughCredits?: string;
}

/**
 * The message for a failed call from a screen's named words: `consoleReasonMessage` with the names mapped to reasons,
 * never the server's English, except where the server names what it refused: a 422 (e.g. 'The label field is
 * required.'), a 413 or a 415 show its message.
 */
export function consoleErrorMessage(error: unknown, text: ConsoleErrorMessages): string {
  if (isApiError(error)) {
    if (error.reason === 'insufficient-credits' && text.notEnoughCredits) {
      return formatMessage(text.notEnoughCredits, {
        required: error.credits?.required ?? '?',
        have: error.credits?.have ?? '?',
      });
    }
    if ((error.status === 413 || error.status === 415) && error.serverMessage) return error.serverMessage;
  }
  const byReason: ConsoleReasonMessages = {
    unauthenticated: text.unauthenticated,
    forbidden: text.forbidden,
    network: text.network,
    timeout: text.network,
    'server-error': text.serverError,
    default: text.failed,
  };
  if (text.notFound) byReason['not-found'] = text.notFound;
  if (text.invalidInput) byReason['invalid-input'] = text.invalidInput;
  return consoleReasonMessage(error, byReason, { serverWords: 'invalid-input' });
}

/** A screen's words keyed by `ApiError.reason` (its partners override them key by key), with a `default`. */
export type ConsoleReasonMessages = Partial<Record<ApiErrorReason | 'not-found', string>> & { default: string };

/**
 * The message for a failed call from a screen's words keyed by reason: any 403 (a plan limit too) is `forbidden`, a
 * 404 is `not-found` where the screen has words for it. `serverWords: 'invalid-input'` shows what the server refused
 * on a 422 (a declined card, a paid invoice); `'fallback'` also shows the server's message for a reason the screen
 * has no words for, before `default`.
 */
export function consoleReasonMessage(
  error: unknown,
  byReason: ConsoleReasonMessages,
  { serverWords }: { serverWords?: 'invalid-input' | 'fallback' } = {},
): string {
  if (!isApiError(error)) return byReason.default;
  if (serverWords && error.reason === 'invalid-input' && error.serverMessage) return error.serverMessage;
  const reason =
    error.status === 404 && byReason['not-found']
      ? 'not-found'
      : error.kind === 'forbidden'
        ? 'forbidden'
        : error.reason;
  return byReason[reason] ?? (serverWords === 'fallback' ? error.serverMessage : undefined) ?? byReason.default;
}

/**
 * A load's failure as its screen shows it: nothing while it loads or once it succeeded, else the error in the screen's
 * words (named, as `consoleErrorMessage` reads them, or keyed by reason, as `consoleReasonMessage` does).
 */
export function loadFailureText(
  load: { status: 'loading' | 'ready' | 'error'; error: unknown },
  text: ConsoleErrorMessages | ConsoleReasonMessages,
): string | undefined {
  if (load.status !== 'error') return undefined;
  return 'default' in text ? consoleReasonMessage(load.error, text) : consoleErrorMessage(load.error, text);
}
