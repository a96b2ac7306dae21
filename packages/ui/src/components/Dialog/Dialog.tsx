import { forwardRef, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { useOverlayContainer, useOverlayTheme } from '../ThemeProvider/overlayContainer';
import * as styles from './Dialog.css';

export { DialogTrigger, type DialogTriggerProps } from './DialogTrigger';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** Width preset of the modal box. */
  size?: styles.ModalVariants['size'];
  /** Whether a click or tap on the backdrop closes the modal. Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  /** Usually a `<Dialog>`. */
  children?: ReactNode;
  /** Extra class names for the modal box, appended after ours. */
  className?: string;
}

/**
 * A centred modal over a dimmed backdrop. It traps focus, locks page scroll and closes on Escape; inside a
 * `DialogTrigger` it opens from the trigger and returns focus to it on close. Use it controlled with
 * `isOpen`/`onOpenChange` when there is no trigger.
 */
export const Modal = /*#__PURE__*/ forwardRef<HTMLDivElement, ModalProps>(function Modal(
  { size, className, children, isDismissable = true, UNSTABLE_portalContainer: portalContainer, ...props },
  ref,
) {
  const container = useOverlayContainer();
  const theme = useOverlayTheme();
  return (
    <>
      {theme.anchor}
      <ModalOverlay
        {...props}
        ref={theme.overlayRef}
        UNSTABLE_portalContainer={portalContainer ?? container}
        isDismissable={isDismissable}
        className={styles.overlay}
      >
        <AriaModal ref={ref} className={[styles.modal({ size }), className].filter(Boolean).join(' ')}>
          {children}
        </AriaModal>
      </ModalOverlay>
    </>
  );
});

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'children'> {
  /** The visible title; it also names the dialog. */
  title?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel and Confirm). A function receives `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Whether to show the × close button in the header. */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The content. A function receives `close`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Extra class names, appended after ours. */
  className?: string;
}

/** The content of a Modal or Popover: a titled region with an optional close button and footer. */
export const Dialog = /*#__PURE__*/ forwardRef<HTMLElement, DialogProps>(function Dialog(
  { title, footer, showCloseButton = true, closeLabel = 'Close', children, className, ...props },
  ref,
) {
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <AriaDialog
      {...props}
      aria-label={hasTitle ? props['aria-label'] : (props['aria-label'] ?? 'Dialog')}
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
    >
      {({ close }) => (
        <>
          {(hasTitle || showCloseButton) && (
            <div className={styles.header}>
              {hasTitle ? (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              ) : (
                <span />
              )}
              {showCloseButton && (
                <IconButton label={closeLabel} size="sm" onPress={close} className={styles.closeButton}>
                  <CloseIcon />
                </IconButton>
              )}
            </div>
          )}
          <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
          {footer !== undefined && footer !== null && (
            <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
          )}
        </>
      )}
    </AriaDialog>
  );
});
