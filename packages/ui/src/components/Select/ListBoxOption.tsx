import type { Key } from 'react-aria-components';
import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from '../Icon';
import * as styles from './ListBox.css';

/** One choice of a Select or ComboBox. */
export interface SelectOption {
  /** A unique key; it is what `value` and `onChange` carry. */
  id: Key;
  /** The visible text (also used for type-ahead and filtering). */
  label: string;
  /** A second, muted line. */
  description?: string;
  /** Shown but not selectable; the keyboard skips it. */
  isDisabled?: boolean;
}

/** Drops malformed entries (null, missing id or label) so bad data never throws. */
export function cleanOptions(
  options: ReadonlyArray<SelectOption | null | undefined> | null | undefined,
): SelectOption[] {
  if (!Array.isArray(options)) return [];
  const seen = new Set<Key>();
  return options.filter((option): option is SelectOption => {
    if (!option || (typeof option.id !== 'string' && typeof option.id !== 'number')) return false;
    if (seen.has(option.id)) return false;
    seen.add(option.id);
    return true;
  });
}

export function ListBoxOption({ option }: { option: SelectOption }) {
  const label = typeof option.label === 'string' && option.label !== '' ? option.label : String(option.id);
  return (
    <ListBoxItem id={option.id} textValue={label} isDisabled={option.isDisabled} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span className={styles.check} aria-hidden="true">
            {isSelected && <CheckIcon />}
          </span>
          <span className={styles.optionText}>
            <span>{label}</span>
            {option.description && <span className={styles.optionDescription}>{option.description}</span>}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
