export { createMediakitClient, type MediakitClientOptions } from './client';
export { ApiError, apiErrorMessages, isAbortError, isApiError, type ApiErrorKind } from './errors';
export type * from './types';
