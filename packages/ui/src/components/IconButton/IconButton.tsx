import { forwardRef, isValidElement, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'pendingLabel'> {
  /**
   * The accessible name (the button shows only an icon). Required; if it is empty anyway, the name is derived from
   * the icon (`CloseIcon` → "Close"), else "Button", so the control is never unnamed.
   */
  label: string;
  /** The icon, e.g. `<CloseIcon />`. Icons are decorative by default, so the label alone names the button. */
  children?: ReactNode;
  /** Visual weight; icon buttons are `quiet` unless told otherwise. */
  variant?: ButtonProps['variant'];
  /** Square size: 32, 40 or 48 px. */
  size?: ButtonProps['size'];
  /** Extra class names, appended after ours. */
  className?: string | undefined;
}

function nameFromIcon(children: ReactNode): string | undefined {
  if (!isValidElement(children)) return undefined;
  const type = children.type as { displayName?: string; name?: string } | string;
  const name = typeof type === 'string' ? undefined : (type.displayName ?? type.name);
  if (!name) return undefined;
  const base = name.replace(/Icon$/, '');
  return base ? base.replace(/([a-z])([A-Z])/g, '$1 $2') : undefined;
}

/** A square button that shows only an icon and is named by `label`: ui's Button, with its states and attributes. */
export const IconButton = /*#__PURE__*/ forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = 'quiet', size = 'md', className, ...props },
  ref,
) {
  const name = (typeof label === 'string' ? label.trim() : '') || nameFromIcon(children) || 'Button';
  return (
    <Button
      {...props}
      ref={ref}
      variant={variant}
      size={size}
      aria-label={name}
      className={[iconButton({ size }), className].filter(Boolean).join(' ')}
    >
      {children}
    </Button>
  );
});
