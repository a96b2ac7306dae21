/** The user-facing messages of the spec's error catalogue, verbatim. */
export const apiErrorMessages = {
  unauthenticated: 'Please log in to continue.',
  network: 'Network/CORS error: failed to reach the API.',
  invalidInput: 'Invalid input (422).',
  requestFailed: 'Request failed',
  timeout: 'The server took too long to answer. Please try again.',
  malformed: 'The server sent an unexpected answer.',
  aborted: 'The request was cancelled.',
  unsafeUrl: 'The server sent a link that cannot be opened.',
  creditsUnauthenticated: 'Unauthenticated',
} as const;

export type ApiErrorKind =
  | 'unauthenticated'
  | 'insufficient-credits'
  | 'forbidden'
  | 'network'
  | 'http'
  | 'invalid-input'
  | 'malformed-response'
  | 'timeout'
  | 'aborted'
  | 'job-failed'
  | 'unsafe-url';

/** 402 details: what the call costs and what the user has. */
export interface CreditShortfall {
  required: number;
  have: number;
}

/** 403 details from image generation: what the plan allows and how to get more. */
export interface PlanLimit {
  allowedResolutions: string[];
  requested: string | undefined;
  plan: string | undefined;
  upgradeHint: string | undefined;
}

export interface ApiErrorOptions {
  status?: number;
  body?: unknown;
  cause?: unknown;
  credits?: CreditShortfall;
  planLimit?: PlanLimit;
}

/** Every failure the client reports is an ApiError: callers show `message` as text and branch on `kind`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  declare readonly kind: ApiErrorKind;
  declare readonly status: number | undefined;
  /** The parsed error body (JSON value or text), for callers that want the server's own fields. */
  declare readonly body: unknown;
  declare readonly credits: CreditShortfall | undefined;
  declare readonly planLimit: PlanLimit | undefined;

  constructor(kind: ApiErrorKind, message: string, { status, body, cause, credits, planLimit }: ApiErrorOptions = {}) {
    super(message, { cause });
    Object.assign(this, { kind, status, body, credits, planLimit });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'aborted';
  return (error as { name?: unknown } | null | undefined)?.name === 'AbortError';
}

/** An error of a kind whose message is the catalogue's own ('aborted', 'network', 'timeout', 'unauthenticated'). */
export function catalogueError(
  kind: 'aborted' | 'network' | 'timeout' | 'unauthenticated',
  options?: ApiErrorOptions,
): ApiError {
  return new ApiError(kind, apiErrorMessages[kind], options);
}

export function abortedError(cause?: unknown): ApiError {
  return catalogueError('aborted', { cause });
}

/** The server answered, but not with what the call needs. */
export function malformedResponse(body: unknown, message: string = apiErrorMessages.malformed): ApiError {
  return new ApiError('malformed-response', message, { body });
}
