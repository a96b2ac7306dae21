/** The user-facing messages of the spec's error catalogue, verbatim. */
export const apiErrorMessages = {
  unauthenticated: 'Please log in to continue.',
  network: 'Network/CORS error: failed to reach the API.',
  invalidInput: 'Invalid input (422).',
  requestFailed: 'Request failed',
} as const;

export type ApiErrorKind =
  'unauthenticated' | 'network' | 'http' | 'invalid-input' | 'malformed-response' | 'timeout' | 'aborted';

/** Every failure the client reports is an ApiError: callers show `message` as text and branch on `kind`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.kind === 'aborted') ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}
