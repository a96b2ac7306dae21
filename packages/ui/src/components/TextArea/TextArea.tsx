import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<TextFieldProps, 'className' | 'children'> {
  /** The visible label; required so the field always has an accessible name. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error to show under the field; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Rows shown before the field scrolls. */
  rows?: number;
  /**
   * Shows a live "used / limit" counter. Unlike `maxLength` it never blocks typing or pasting, so a long paste is
   * never silently cut: the caller validates and explains instead.
   */
  characterLimit?: number;
  /** Receives key presses of the text area (e.g. Enter to send). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  className?: string;
}

/** A labelled multi-line text field with an optional character counter. */
export const TextArea = /*#__PURE__*/ forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, description, errorMessage, placeholder, rows = 4, characterLimit, onKeyDown, className, ...props },
  ref,
) {
  const length = (props.value ?? '').length;
  const overLimit = characterLimit !== undefined && length > characterLimit;
  return (
    <TextField
      {...props}
      isInvalid={props.isInvalid || Boolean(errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <AriaTextArea ref={ref} className={styles.input} placeholder={placeholder} rows={rows} onKeyDown={onKeyDown} />
      {(description || characterLimit !== undefined) && (
        <div className={styles.footer}>
          {description && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
          {characterLimit !== undefined && (
            <span className={styles.counter} data-over-limit={overLimit || undefined} aria-live="polite">
              {length} / {characterLimit}
            </span>
          )}
        </div>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </TextField>
  );
});
