import { CloseIcon } from '@mediakit/ui/Icon';
import { IconButton } from '@mediakit/ui/IconButton';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import * as styles from './ConfirmDialog.css';

export interface ModalDialogProps {
  /** Whether the dialog is shown (modal: the page behind is inert). */
  isOpen: boolean;
  /** Names the dialog. */
  title: string;
  /** `alertdialog` for a question that interrupts (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** `end`: a sheet along the end edge of the window (details); else a box in the middle. */
  placement?: 'center' | 'end';
  /** The dialog's description, under the title. */
  description?: ReactNode;
  /** Where focus goes when it opens (default: the dialog itself, so a screen reader starts at its title). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Shows a × button with this name that cancels. */
  closeLabel?: string;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Escape or ×. */
  onCancel: () => void;
  /**
   * After it closed and focus went back to where it was: e.g. move focus elsewhere when that element is gone (the row
   * of a revoked key). The page behind a modal dialog is inert, so this is the first moment focus can go there.
   */
  onClosed?: () => void;
}

/**
 * A modal dialog on the browser's own `<dialog>`: focus moves in and is kept there, the page behind is inert, Escape
 * cancels, and focus goes back where it was on close, also when it is unmounted while open. The native element costs
 * nothing: react-aria's Modal and Dialog add about 14 kB gzipped to a screen.
 */
export function ModalDialog({
  isOpen,
  title,
  role = 'dialog',
  placement = 'center',
  description,
  initialFocus,
  closeLabel,
  footer,
  children,
  onCancel,
  onClosed,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
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
      (initialFocus?.current ?? dialog).focus();
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const previous = returnFocusTo.current;
      returnFocusTo.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      onClosedRef.current?.();
    }
  }, [isOpen, initialFocus]);

  // Unmounted while open (a screen that renders it only while needed): focus still goes back where it was.
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
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      data-placement={placement}
      tabIndex={-1}
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
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeLabel && (
              <IconButton label={closeLabel} size="sm" onPress={onCancel}>
                <CloseIcon />
              </IconButton>
            )}
          </div>
          {description !== undefined && (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          )}
          {children}
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
