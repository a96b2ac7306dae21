import * as v from 'valibot';

// The field schemas the definitions share. Called only inside a definition's `input()`, so that a bundle that reads a
// definition's operations or limits never carries the schema library.

/** Trimmed text that must not be blank; at most `max` characters when given. */
export const requiredText = (message: string, max?: { length: number; message: string }) =>
  max
    ? v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max.length, max.message))
    : v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** Optional trimmed text; blank is left out. */
export const optionalText = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text || undefined),
    ),
  );

const whole = (range: { min: number; max: number }, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(range.min, message), v.maxValue(range.max, message));

/** A whole number within `range`, `fallback` when left out (else it may be left out). */
export function wholeNumber(
  range: { min: number; max: number },
  message: string,
  fallback: number,
): v.OptionalSchema<ReturnType<typeof whole>, number>;
export function wholeNumber(
  range: { min: number; max: number },
  message: string,
): v.OptionalSchema<ReturnType<typeof whole>, undefined>;
export function wholeNumber(range: { min: number; max: number }, message: string, fallback?: number) {
  return fallback === undefined ? v.optional(whole(range, message)) : v.optional(whole(range, message), fallback);
}

/** A number within `range`, `fallback` when left out. */
export const decimal = (range: { min: number; max: number }, message: string, fallback: number) =>
  v.optional(v.pipe(v.number(message), v.minValue(range.min, message), v.maxValue(range.max, message)), fallback);

/** One of `options`, `fallback` when left out (required without one). */
export function oneOf<const Option extends string | number>(
  options: readonly Option[],
  message: string,
  fallback: Option,
): v.OptionalSchema<v.PicklistSchema<Option[], string>, Option>;
export function oneOf<const Option extends string | number>(
  options: readonly Option[],
  message: string,
): v.PicklistSchema<Option[], string>;
export function oneOf<const Option extends string | number>(
  options: readonly Option[],
  message: string,
  fallback?: Option,
) {
  const schema = v.picklist([...options], message);
  return fallback === undefined ? schema : v.optional(schema, fallback);
}

/** An upload that must be sent, as a file or a URL (the field reads which one came). */
export const requiredUpload = (message: string) => v.picklist(['file', 'url'], message);

/** An upload that may be sent. */
export const optionalUpload = () => v.optional(v.picklist(['file', 'url']));
