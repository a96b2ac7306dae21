import type { Key } from 'react-aria-components';

/** One choice of a Select. */
export interface SelectOption {
  /** A unique key; it is what `value` and `onChange` carry. */
  id: Key;
  /** The visible text (also used for type-ahead and filtering). */
  label: string;
  /** More about the option: its tooltip and description in the select. */
  description?: string;
  /** Shown but not selectable; the keyboard skips it. */
  isDisabled?: boolean;
}

/** Drops malformed entries (null, missing id or label, repeated ids) so bad data never throws. */
export function cleanOptions(
  options: ReadonlyArray<SelectOption | null | undefined> | null | undefined,
): SelectOption[] {
  if (!Array.isArray(options)) return [];
  const seen = new Set<string>();
  return options.filter((option): option is SelectOption => {
    if (!option || (typeof option.id !== 'string' && typeof option.id !== 'number')) return false;
    // Keys are compared as strings: a native <option> carries its value as text, so 1 and '1' are one choice.
    if (seen.has(String(option.id))) return false;
    seen.add(String(option.id));
    return true;
  });
}

/** The text shown for an option: its label, else its id. */
export function optionText(option: SelectOption): string {
  return typeof option.label === 'string' && option.label !== '' ? option.label : String(option.id);
}
