import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, pendingIndicator, pendingLabel as pendingLabelStyle, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** Visual weight: `primary` for the one main action of a view, `secondary` and `quiet` for the others. */
  variant?: ButtonVariants['variant'];
  /** Control height and padding. */
  size?: ButtonVariants['size'];
  /** Extra class names, appended after ours. */
  className?: string;
  /**
   * Text announced while `isPending` is true (the button keeps its width and stays focusable, but ignores presses).
   * Defaults to the button's own text followed by "…".
   */
  pendingLabel?: string;
  /** The label; keep it short and say what pressing does. */
  children?: ReactNode;
}

/** The Mediakit button: react-aria's Button with our variants, sizes and a pending state. */
export const Button = /*#__PURE__*/ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, isPending, pendingLabel, children, ...props },
  ref,
) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  return (
    <AriaButton {...props} ref={ref} isPending={isPending} className={classes}>
      {isPending ? (
        <>
          <span className={pendingIndicator} aria-hidden="true" />
          <span role="status" className={pendingLabelStyle}>
            {pendingLabel ?? children}
          </span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
});
