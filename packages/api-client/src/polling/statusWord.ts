import { stringField } from '../json/fields';

/** The answer's status, as sent and upper-cased for matching (servers mix 'ok', 'COMPLETED' and 'Done'). */
export function statusWord(body: unknown): { raw: string | undefined; upper: string } {
  const raw = stringField(body, 'status');
  return { raw, upper: raw?.toUpperCase() ?? '' };
}
