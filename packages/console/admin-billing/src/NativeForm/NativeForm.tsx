import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './NativeForm.css';

/**
 * A modal form dialog on the browser's own `<dialog>` (react-aria's Modal and Dialog cost this screen about 17 kB
 * gzipped): labelled by its heading, focus on its first field when it opens and kept inside, the page behind inert,
 * Escape closes, and focus goes back to the opener when it closes (it is mounted while open).
 */
export function FormDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = dialog.ownerDocument.activeElement;
    // jsdom has no showModal: there the dialog is merely shown.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

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
