/**
 * A tool or screen rendered without a client: a configuration error that boundaries show as it is (it says what to
 * fix), where any other error gets their generic message. Known by its class, not by its text.
 */
export class MissingClientError extends Error {}

export const isMissingClientError = (error: unknown): error is MissingClientError =>
  error instanceof MissingClientError;
