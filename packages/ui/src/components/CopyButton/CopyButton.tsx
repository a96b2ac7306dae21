import { forwardRef, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button';
import { CheckIcon, CopyIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CopyButton.css';

export type CopyState = 'idle' | 'copied' | 'error';

export interface CopyButtonProps extends Omit<ButtonProps, 'onPress' | 'onCopy' | 'children' | 'pendingLabel'> {
  /** The text to copy, or a function returning it at press time. */
  text: string | (() => string);
  /** Button text (and accessible name). */
  label?: string;
  /** Shown and announced after a successful copy (spec: 'Copied!'). */
  copiedLabel?: string;
  /** Shown and announced when the clipboard refuses. */
  errorLabel?: string;
  /** Show only the icon; `label` becomes the accessible name. */
  iconOnly?: boolean;
  /** Milliseconds before the button returns to its idle look. */
  resetAfter?: number;
  /** Called after a successful copy with the copied text. */
  onCopy?: (text: string) => void;
  /** Called when copying fails (no clipboard API, permission denied…). */
  onCopyError?: (error: unknown) => void;
}

/**
 * Copies text to the clipboard with `navigator.clipboard`, shows a check and announces 'Copied!' in a polite live
 * region; when the clipboard is unavailable or refuses, it says so instead of failing silently.
 */
export const CopyButton = /*#__PURE__*/ forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  {
    text,
    label = 'Copy',
    copiedLabel = 'Copied!',
    errorLabel = 'Could not copy. Select the text and copy it manually.',
    iconOnly = false,
    resetAfter = 2000,
    onCopy,
    onCopyError,
    variant = 'secondary',
    size = 'sm',
    className,
    ...props
  },
  ref,
) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      const value = typeof text === 'function' ? text() : text;
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await clipboard.writeText(String(value ?? ''));
      setState('copied');
      onCopy?.(String(value ?? ''));
      timer.current = setTimeout(() => setState('idle'), resetAfter);
    } catch (error) {
      setState('error');
      onCopyError?.(error);
    }
  };

  const message = state === 'copied' ? copiedLabel : state === 'error' ? errorLabel : '';
  const Icon = state === 'copied' ? CheckIcon : CopyIcon;
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} data-state={state}>
      <Button
        {...props}
        ref={ref}
        variant={variant}
        size={size}
        aria-label={iconOnly ? label : undefined}
        onPress={copy}
      >
        <Icon className={state === 'copied' ? styles.copied : undefined} />
        {!iconOnly && (state === 'copied' ? copiedLabel : label)}
      </Button>
      {state === 'error' && (
        <span className={styles.error} aria-hidden="true">
          {errorLabel}
        </span>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
    </span>
  );
});
