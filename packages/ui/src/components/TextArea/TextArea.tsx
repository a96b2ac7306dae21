import { forwardRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import { useNativeField } from '../Field/useNativeField';
import * as styles from './TextArea.css';

export interface TextAreaProps {
  /** The visible label. Without one the field is named by `aria-label`, `placeholder`, `name`, else "Text area". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error to show under the field; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  /** The controlled value; `null` is treated as empty. */
  value?: string | null;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Hint shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** Rows shown before the field scrolls. */
  rows?: number;
  /**
   * Shows a live "used / limit" counter, controlled or not. Unlike `maxLength` it never blocks typing or pasting, so
   * a long paste is never silently cut: the caller validates and explains instead. Past the limit the counter and
   * the field get `data-over-limit`. A negative or non-numeric limit shows no counter.
   */
  characterLimit?: number;
  /** Receives key presses of the text area (e.g. Enter to send). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  isDisabled?: boolean;
  /** Focusable and selectable, but not editable. */
  isReadOnly?: boolean;
  /** Checked by the browser when the form is submitted; its message shows as the field's error. */
  isRequired?: boolean;
  /**
   * `native` (default): the browser checks `isRequired`, the type, `pattern` and lengths on submit, and its message
   * shows as the field's error. `aria`: the field is only marked (`aria-required`); the caller validates.
   */
  validationBehavior?: 'native' | 'aria';
  isInvalid?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** The id of the form the field belongs to, when not inside it. */
  form?: string;
  id?: string;
  maxLength?: number;
  minLength?: number;
  autoComplete?: string;
  spellCheck?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * A labelled multi-line text field with an optional character counter: a native `<textarea>` with react-aria's state
 * attributes (react-aria's TextField and its form validation cost about 3 kB gzipped in every tool).
 */
export const TextArea = /*#__PURE__*/ forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errorMessage,
    value,
    defaultValue,
    onChange,
    placeholder,
    rows = 4,
    characterLimit,
    onKeyDown,
    onFocus,
    onBlur,
    isDisabled,
    isReadOnly,
    isRequired,
    validationBehavior = 'native',
    isInvalid: invalidProp,
    className,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const isControlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(() =>
    typeof defaultValue === 'string' ? defaultValue.length : 0,
  );
  const length = isControlled ? (value ?? '').length : uncontrolledLength;
  const limit =
    typeof characterLimit === 'number' && Number.isFinite(characterLimit) && characterLimit >= 0
      ? Math.floor(characterLimit)
      : undefined;
  const overLimit = limit !== undefined && length > limit;
  const ariaLabel = fallbackAriaLabel(label, props, [placeholder, props.name], 'Text area');
  const field = useNativeField<HTMLTextAreaElement>({
    description,
    errorMessage,
    isInvalid: invalidProp,
    isDisabled,
    validates: validationBehavior === 'native',
    'aria-describedby': describedBy,
    onFocus,
    onBlur,
    ...(props.id === undefined ? {} : { id: props.id }),
  });
  return (
    <div
      className={cx(styles.field, className)}
      data-over-limit={overLimit || undefined}
      data-invalid={field.isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
    >
      {hasContent(label) && (
        <label id={field.labelId} htmlFor={field.control.id} className={styles.label}>
          {label}
        </label>
      )}
      <textarea
        {...props}
        {...field.control}
        ref={ref}
        aria-label={ariaLabel}
        className={styles.input}
        placeholder={placeholder}
        rows={rows}
        value={isControlled ? (value ?? '') : undefined}
        defaultValue={isControlled ? undefined : defaultValue}
        disabled={isDisabled}
        readOnly={isReadOnly}
        required={(validationBehavior === 'native' && isRequired) || undefined}
        aria-required={(validationBehavior === 'aria' && isRequired) || undefined}
        data-readonly={isReadOnly || undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const text = event.target.value;
          if (!isControlled) setUncontrolledLength(text.length);
          field.recheck(event.target);
          onChange?.(text);
        }}
      />
      {(field.descriptionId || limit !== undefined) && (
        <div className={styles.footer}>
          {field.descriptionId && (
            <span id={field.descriptionId} className={styles.description}>
              {description}
            </span>
          )}
          {limit !== undefined && (
            <span className={styles.counter} data-over-limit={overLimit || undefined} aria-live="polite">
              {length} / {limit}
            </span>
          )}
        </div>
      )}
      {field.errorId && (
        <span id={field.errorId} className={styles.error}>
          {field.error}
        </span>
      )}
    </div>
  );
});
