import { forwardRef, useMemo, type ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { WithAriaButtons } from '../Button/WithAriaButtons';
import { mergeRefs, useOverlayContainer, useOverlayTheme } from '../ThemeProvider/overlayContainer';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tip text. Empty content renders the trigger alone. */
  content: ReactNode;
  /** The trigger: a focusable react-aria element such as Button, IconButton or Link. */
  children: ReactNode;
  /** Where the tip appears. */
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms before opening; keyboard focus opens at once. */
  delay?: number;
  /** Delay in ms before closing after the pointer leaves. */
  closeDelay?: number;
  /** Whether to draw an arrow. */
  showArrow?: boolean;
  /** Turns the tip off. */
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class names for the tip, appended after ours. */
  className?: string;
}

/**
 * A short description of a control, shown on keyboard focus and on hover (after `delay`), hidden on Escape,
 * blur or pointer leave. Never put essential information or interactive content in a tooltip.
 */
export const Tooltip = /*#__PURE__*/ forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    placement = 'top',
    delay = 600,
    closeDelay = 200,
    showArrow = true,
    isDisabled,
    isOpen,
    defaultOpen,
    onOpenChange,
    className,
  },
  ref,
) {
  const overlayContainer = useOverlayContainer();
  const theme = useOverlayTheme();
  const overlayRef = useMemo(() => mergeRefs(ref, theme.overlayRef), [ref, theme.overlayRef]);
  const empty = content === undefined || content === null || content === '';
  return (
    <WithAriaButtons>
      <TooltipTrigger
        delay={delay}
        closeDelay={closeDelay}
        isDisabled={isDisabled || empty}
        isOpen={isOpen}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
      >
        {children}
        {theme.anchor}
        <AriaTooltip
          ref={overlayRef}
          placement={placement}
          UNSTABLE_portalContainer={overlayContainer}
          offset={showArrow ? 8 : 4}
          className={[styles.tooltip, className].filter(Boolean).join(' ')}
        >
          {showArrow && (
            <OverlayArrow>
              <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L4 4 L8 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </AriaTooltip>
      </TooltipTrigger>
    </WithAriaButtons>
  );
});
