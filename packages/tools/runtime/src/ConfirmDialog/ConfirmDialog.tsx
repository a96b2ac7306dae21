import { Button } from '@mediakit/ui/Button';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (modal: the page behind is inert). */
  isOpen: boolean;
  /** The question, e.g. 'Revoke “Production”?'; it names the dialog. */
  title: string;
  /** What confirming does and whether it can be undone; the dialog's description. */
  description: ReactNode;
  /** The action, e.g. 'Revoke key'. */
  confirmLabel: string;
  /** Shown on the action while `isBusy`. */
  busyLabel?: string;
  cancelLabel: string;
  /** Why the action failed (the dialog stays open); announced at once. */
  error?: string | undefined;
  /** The action is on its way: it ignores further presses. */
  isBusy?: boolean;
  /** Styles the action as destructive (default true). */
  isDestructive?: boolean;
  onConfirm: () => void;
  /** Cancel or Escape. */
  onCancel: () => void;
  /**
   * After it closed and focus went back to where it was: e.g. move focus elsewhere when that element is gone (the row
   * of a revoked key). The page behind a modal dialog is inert, so this is the first moment focus can go there.
   */
  onClosed?: () => void;
}

/**
 * A confirmation for destructive actions (revoke, cancel, delete) on the browser's own modal `<dialog>`: focus moves
 * in and is kept there, the page behind is inert, Escape cancels, and focus goes back where it was on close. It is
 * `role="alertdialog"` with the consequence as its description, Cancel first and focused when it opens. The native element costs
 * nothing: react-aria's Modal and Dialog add about 17 kB gzipped to a screen.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  error,
  isBusy = false,
  isDestructive = true,
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusTo.current = dialog.ownerDocument.activeElement;
      // jsdom has no showModal: there the dialog is merely shown.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const previous = returnFocusTo.current;
      returnFocusTo.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      onClosedRef.current?.();
    }
  }, [isOpen]);

  // Unmounted while open (a screen that renders it only while confirming): focus still goes back where it was.
  useEffect(
    () => () => {
      const previous = returnFocusTo.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      {isOpen && (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.footer}>
            <Button ref={cancelRef} variant="secondary" onPress={onCancel}>
              {cancelLabel}
            </Button>
            <Button
              variant={isDestructive ? 'danger' : 'primary'}
              aria-disabled={isBusy || undefined}
              onPress={() => {
                if (!isBusy) onConfirm();
              }}
            >
              {isBusy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
