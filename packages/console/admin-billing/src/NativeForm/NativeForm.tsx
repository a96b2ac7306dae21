import { useId } from 'react';
import * as styles from './NativeForm.css';

export interface NativeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, tied to it by aria-describedby, and marks it invalid. */
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** A `<textarea>` of this many rows instead of an `<input>`. */
  rows?: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
}

/** A labelled native input or textarea with its error text: react-aria's TextField and TextArea cost kBs here. */
export function NativeField({ label, value, onChange, errorMessage, isRequired, rows, ...input }: NativeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    className: styles.input,
    required: isRequired,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': errorMessage ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={input.type ?? 'text'} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
