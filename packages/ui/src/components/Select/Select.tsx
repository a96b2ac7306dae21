import { forwardRef, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Field } from '../Field';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import { ChevronDownIcon } from '../Icon';
import { cleanOptions, optionText, type SelectOption } from './options';
import * as styles from './Select.css';

export interface SelectProps {
  /** The visible label. Without one the select is named by `aria-label`, `placeholder`, `name`, else "Select". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error under the field; setting it marks the select invalid. */
  errorMessage?: ReactNode;
  /** The choices. Empty, null or malformed entries never throw: the list shows `emptyText`. */
  options?: ReadonlyArray<SelectOption | null | undefined> | null;
  /** The selected option's id (controlled); `null` means nothing selected. */
  value?: Key | null;
  /** The initially selected option id (uncontrolled). */
  defaultValue?: Key | null;
  /** Called with the selected option's id (the option's own key, number or string). */
  onChange?: (value: Key | null) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Shown in the open list when there are no options. Defaults to "No options". Text only. */
  emptyText?: ReactNode;
  /** Ids of options that are shown but cannot be chosen (as `isDisabled` on an option). */
  disabledKeys?: Iterable<Key>;
  /** Disables the whole select. */
  isDisabled?: boolean;
  /** Requires a choice: the form will not submit while nothing is selected. */
  isRequired?: boolean;
  /** Marks the select invalid (also implied by `errorMessage`). */
  isInvalid?: boolean;
  /** Focuses the select on mount. */
  autoFocus?: boolean;
  /** The form field name; the selected id is submitted as text. */
  name?: string;
  /** The id of the form the select belongs to, when it sits outside it. */
  form?: string;
  /** Id of the `<select>` element. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** Extra class names, appended after ours. */
  className?: string;
}

const textOf = (node: ReactNode, fallback: string) =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : fallback;

/**
 * Pick one option from a list: a styled native `<select>`, so the browser's own picker opens (a sheet on phones),
 * with its keyboard (arrows, type-ahead, Enter/Space or Alt+Down to open) and its form validation.
 */
export const Select = /*#__PURE__*/ forwardRef<HTMLDivElement, SelectProps>(function Select(
  {
    label,
    description,
    errorMessage,
    options,
    value,
    defaultValue,
    onChange,
    placeholder,
    emptyText = 'No options',
    disabledKeys,
    isDisabled,
    isRequired,
    isInvalid,
    className,
    id,
    onFocus,
    onBlur,
    'aria-label': ariaLabelProp,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': ariaDescribedBy,
    ...selectProps
  },
  ref,
) {
  const items = useMemo(() => cleanOptions(options), [options]);
  const disabled = useMemo(() => new Set(Array.from(disabledKeys ?? [], String)), [disabledKeys]);
  const [uncontrolled, setUncontrolled] = useState<Key | null>(defaultValue ?? null);
  const current = value === undefined ? uncontrolled : value;
  // A value that matches no option shows the placeholder rather than a blank or a wrong choice.
  const selected = current === null ? undefined : items.find((option) => String(option.id) === String(current));
  const ariaLabel = fallbackAriaLabel(
    label,
    { 'aria-label': ariaLabelProp, 'aria-labelledby': ariaLabelledBy },
    [placeholder, selectProps.name],
    'Select',
  );
  const invalid = Boolean(isInvalid) || hasContent(errorMessage);

  return (
    <Field
      ref={ref}
      id={id}
      label={label}
      aria-label={ariaLabel}
      description={description}
      errorMessage={errorMessage}
      isInvalid={invalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={className}
    >
      {({ 'aria-disabled': _ariaDisabled, ...controlProps }) => (
        <span className={styles.control}>
          <select
            {...selectProps}
            {...controlProps}
            aria-labelledby={ariaLabelledBy ?? controlProps['aria-labelledby']}
            aria-describedby={cx(controlProps['aria-describedby'], ariaDescribedBy) || undefined}
            className={styles.select}
            value={selected ? String(selected.id) : ''}
            disabled={isDisabled}
            required={isRequired}
            data-placeholder={!selected || undefined}
            data-empty={items.length === 0 || undefined}
            onFocus={onFocus}
            onBlur={onBlur}
            onChange={(event) => {
              const chosen = items.find((option) => String(option.id) === event.target.value);
              if (!chosen) return;
              setUncontrolled(chosen.id);
              onChange?.(chosen.id);
            }}
          >
            {items.length === 0 ? (
              <>
                <option value="" disabled>
                  {placeholder ?? textOf(emptyText, 'No options')}
                </option>
                {placeholder !== undefined && <option disabled>{textOf(emptyText, 'No options')}</option>}
              </>
            ) : (
              !selected && (
                <option value="" disabled hidden>
                  {placeholder ?? ''}
                </option>
              )
            )}
            {items.map((option) => (
              <option
                key={String(option.id)}
                value={String(option.id)}
                disabled={option.isDisabled || disabled.has(String(option.id))}
                title={option.description}
              >
                {optionText(option)}
              </option>
            ))}
          </select>
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </span>
      )}
    </Field>
  );
});
