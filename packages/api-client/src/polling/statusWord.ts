import { malformedResponse } from '../errors';
import { isJsonObject } from '../json/fields';

/**
 * The first status field of `fields` the answer has, as sent and upper-cased for matching (servers mix 'ok',
 * 'COMPLETED' and 'Done'). A status that is there but not a string (`42`, `["COMPLETED"]`) is a malformed answer,
 * never a job still running.
 */
export function statusWord(
  body: unknown,
  fields: readonly string[] = ['status'],
): { raw: string | undefined; upper: string } {
  for (const field of fields) {
    const value = isJsonObject(body) ? body[field] : undefined;
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') throw malformedResponse(body);
    return { raw: value, upper: value.toUpperCase() };
  }
  return { raw: undefined, upper: '' };
}
