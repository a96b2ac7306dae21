import { forwardRef, type ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { Dialog, type DialogProps } from '../Dialog';
import { useOverlayContainer, useOverlayTheme } from '../ThemeProvider/overlayContainer';
import * as styles from './Drawer.css';

export interface DrawerProps extends Omit<ModalOverlayProps, 'className' | 'children' | 'isDismissable'> {
  /** The edge the sheet slides in from; `start` is the left in left-to-right pages and the right in RTL. */
  side?: 'start' | 'end';
  /** The visible title; it also names the drawer. Without it pass `aria-label`. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  /** Whether to show the × close button. */
  showCloseButton?: boolean;
  /** Buttons at the bottom of the drawer. */
  footer?: DialogProps['footer'];
  /** The content; a function receives `close`. */
  children?: DialogProps['children'];
  /** Extra class names for the sheet, appended after ours. */
  className?: string;
}

/**
 * A side sheet over a dimmed backdrop. It locks page scroll, takes focus on open, traps it, closes on Escape or a
 * tap on the backdrop, and returns focus to what opened it. Use inside a `DialogTrigger` or controlled with
 * `isOpen`/`onOpenChange`.
 */
export const Drawer = /*#__PURE__*/ forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    side = 'start',
    title,
    'aria-label': ariaLabel,
    showCloseButton = true,
    footer,
    children,
    className,
    UNSTABLE_portalContainer: portalContainer,
    ...props
  },
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
        isDismissable
        className={styles.overlay}
      >
        <AriaModal
          ref={ref}
          data-side={side}
          className={[styles.drawer({ side }), className].filter(Boolean).join(' ')}
        >
          <Dialog
            title={title}
            aria-label={ariaLabel ?? (title ? undefined : 'Drawer')}
            showCloseButton={showCloseButton}
            footer={footer}
            className={styles.dialog}
          >
            {children}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </>
  );
});
