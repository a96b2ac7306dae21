import { forwardRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<TextFieldProps, 'className' | 'children' | 'value'> {
  /** The visible label. Without one the field is named by `aria-label`, `placeholder`, `name`, else "Text area". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error to show under the field; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  /** The controlled value; `null` is treated as empty. */
  value?: string | null;
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
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A labelled multi-line text field with an optional character counter. */
export const TextArea = /*#__PURE__*/ forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errorMessage,
    value,
    placeholder,
    rows = 4,
    characterLimit,
    onKeyDown,
    onChange,
    className,
    ...props
  },
  ref,
) {
  const isControlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(() =>
    typeof props.defaultValue === 'string' ? props.defaultValue.length : 0,
  );
  const length = isControlled ? (value ?? '').length : uncontrolledLength;
  const limit =
    typeof characterLimit === 'number' && Number.isFinite(characterLimit) && characterLimit >= 0
      ? Math.floor(characterLimit)
      : undefined;
  const overLimit = limit !== undefined && length > limit;
  const ariaLabel = fallbackAriaLabel(label, props, [placeholder, props.name], 'Text area');
  return (
    <TextField
      {...props}
      aria-label={ariaLabel}
      value={isControlled ? (value ?? '') : undefined}
      onChange={(text) => {
        if (!isControlled) setUncontrolledLength(text.length);
        onChange?.(text);
      }}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      data-over-limit={overLimit || undefined}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      {hasContent(label) && <Label className={styles.label}>{label}</Label>}
      <AriaTextArea ref={ref} className={styles.input} placeholder={placeholder} rows={rows} onKeyDown={onKeyDown} />
      {(hasContent(description) || limit !== undefined) && (
        <div className={styles.footer}>
          {hasContent(description) && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
          {limit !== undefined && (
            <span className={styles.counter} data-over-limit={overLimit || undefined} aria-live="polite">
              {length} / {limit}
            </span>
          )}
        </div>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </TextField>
  );
});
