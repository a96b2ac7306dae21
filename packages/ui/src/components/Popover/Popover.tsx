import { forwardRef, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { useOverlayTheme, usePopoverContainer } from '../ThemeProvider/overlayContainer';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'children'> {
  /** A visible title that names the popover. Without it pass `aria-label`. */
  title?: ReactNode;
  /** Accessible name when there is no title. */
  'aria-label'?: string;
  /** Whether to draw an arrow pointing at the trigger. */
  showArrow?: boolean;
  /** The content; a function receives `close`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * Non-modal floating content anchored to a trigger (put both in a `DialogTrigger`). It contains focus while
 * open, closes on Escape or an outside click, and returns focus to the trigger.
 */
export const Popover = /*#__PURE__*/ forwardRef<HTMLElement, PopoverProps>(function Popover(
  {
    title,
    'aria-label': ariaLabel,
    showArrow = false,
    children,
    className,
    offset,
    UNSTABLE_portalContainer: portalContainer,
    ...props
  },
  ref,
) {
  const container = usePopoverContainer();
  const theme = useOverlayTheme();
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <>
      {theme.anchor}
      <AriaPopover
        {...props}
        ref={theme.overlayRef}
        UNSTABLE_portalContainer={portalContainer ?? container}
        offset={offset ?? (showArrow ? 12 : 8)}
        className={[styles.surface, styles.popover, className].filter(Boolean).join(' ')}
      >
        {showArrow && (
          <OverlayArrow>
            <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
        )}
        <AriaDialog ref={ref} aria-label={hasTitle ? ariaLabel : (ariaLabel ?? 'Popover')} className={styles.dialog}>
          {({ close }) => (
            <>
              {hasTitle && (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              )}
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </AriaDialog>
      </AriaPopover>
    </>
  );
});
