/**
 * An answer the client should see: the status and the JSON body (`message`, or `details` for 422 as the client
 * reads them). Anything else thrown in a route becomes a 500 without detail, so no stack trace or SQL leaves.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    /** Headers of the answer (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.details === 'string' ? body.details : '');
    this.name = 'HttpError';
  }
}

/** 422 with the text the client shows ("shows details, else error, else 'Invalid input (422).'"). */
export const invalid = (details: string) => new HttpError(422, { message: details, details });
export const notFound = (what = 'Not found.') => new HttpError(404, { message: what });
export const unauthenticated = () => new HttpError(401, { message: 'Unauthenticated.' });
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, { message });
export const tooLarge = (message: string) => new HttpError(413, { message, details: message });
export const unsupportedType = (message: string) => new HttpError(415, { message, details: message });
