import { apiErrorMessages, malformedResponse } from '../errors';
import { resolveMediaUrl } from './safeUrl';

/** The media URL of an answer, resolved and checked; a missing or unsafe one is a clear ApiError. */
export function requireMediaUrl(value: string | undefined, baseUrl: string, body: unknown, missing: string): string {
  if (!value) throw malformedResponse(body, missing, 'no-output');
  const url = resolveMediaUrl(value, baseUrl);
  if (!url) throw malformedResponse(body, apiErrorMessages.unsafeUrl, 'unsafe-url');
  return url;
}
