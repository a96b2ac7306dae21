import { forwardRef, useContext, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps, PressEvent } from 'react-aria-components';
import { button, pendingIndicator, pendingLabel as pendingLabelStyle, type ButtonVariants } from './Button.css';
import { AriaButtonContext, useNativePress } from './useNativePress';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'disabled'
> {
  /** Called when the button is pressed: click, tap, Enter or Space. */
  onPress?: ((event: PressEvent) => void) | undefined;
  /** Disabled: not focusable, ignores presses (`data-disabled`). */
  isDisabled?: boolean | undefined;
  /**
   * Busy: the button keeps its width and stays focusable, but ignores presses and shows a spinner with `pendingLabel`
   * (`data-pending`, `aria-disabled`).
   */
  isPending?: boolean | undefined;
  /** Visual weight: `primary` for the one main action of a view, `secondary` and `quiet` for the others. */
  variant?: ButtonVariants['variant'];
  /** Control height and padding. */
  size?: ButtonVariants['size'];
  /** Extra class names, appended after ours. */
  className?: string | undefined;
  /**
   * Text announced while `isPending` is true (the button keeps its width and stays focusable, but ignores presses).
   * Defaults to the button's own text followed by "…".
   */
  pendingLabel?: string | undefined;
  /** The label; keep it short and say what pressing does. */
  children?: ReactNode;
}

/**
 * The Mediakit button: a native `<button type="button">` with our variants, sizes and a pending state, and
 * react-aria's state attributes (`data-pressed`, `data-hovered`, `data-focused`, `data-focus-visible`,
 * `data-disabled`, `data-pending`). Inside a react-aria trigger (`DialogTrigger`, `MenuTrigger`, `Tooltip`) it is
 * react-aria's Button, which takes the trigger's props.
 */
export const Button = /*#__PURE__*/ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, isPending, pendingLabel, children, isDisabled, onPress, type = 'button', ...props },
  ref,
) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  const content = isPending ? (
    <>
      <span className={pendingIndicator} aria-hidden="true" />
      <span role="status" className={pendingLabelStyle}>
        {pendingLabel ?? children}
      </span>
    </>
  ) : (
    children
  );
  const press = useNativePress<HTMLButtonElement>({
    ...props,
    onPress,
    isDisabled,
    isInert: isPending,
    keys: ['Enter', ' '],
  });
  const AriaButton = useContext(AriaButtonContext);
  if (AriaButton) {
    const ariaProps = { ...props, type, isDisabled, isPending, onPress } as AriaButtonProps;
    return (
      <AriaButton {...ariaProps} ref={ref} className={classes}>
        {content}
      </AriaButton>
    );
  }
  return (
    <button
      {...props}
      {...press}
      ref={ref}
      // A pending submit button must not submit the form on Enter in a field.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending ? 'true' : props['aria-disabled']}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={classes}
    >
      {content}
    </button>
  );
});
