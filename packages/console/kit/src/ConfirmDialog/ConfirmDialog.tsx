import { Button } from '@mediakit/ui/Button';
import { useRef, type ReactNode } from 'react';
import * as styles from './ConfirmDialog.css';
import { ModalDialog } from './ModalDialog';

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
 * A confirmation for destructive actions (revoke, cancel, delete) on `ModalDialog` (the browser's own modal
 * `<dialog>`). It is `role="alertdialog"` with the consequence as its description, Cancel first and focused when it
 * opens; a refusal (`error`) is announced and keeps it open.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      isOpen={isOpen}
      role="alertdialog"
      title={title}
      description={description}
      initialFocus={cancelRef}
      onCancel={onCancel}
      onClosed={onClosed}
      footer={
        <>
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
        </>
      }
    >
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
