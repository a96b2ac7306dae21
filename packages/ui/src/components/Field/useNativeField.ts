import { useId, useState, type FocusEvent, type FormEvent, type PointerEvent, type ReactNode } from 'react';
import { cx, hasContent } from './fieldUtils';

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface NativeFieldOptions<E extends Control> {
  id?: string | undefined;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean | undefined;
  isDisabled?: boolean | undefined;
  /** Whether the browser's constraint checks show as the field's error (`validationBehavior: 'native'`). */
  validates?: boolean;
  'aria-describedby'?: string | undefined;
  onFocus?: ((event: FocusEvent<E>) => void) | undefined;
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
}

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible shows no ring rather than failing
  }
}

/**
 * What a labelled native text control needs, as react-aria's TextField gave it: ids tying the label, description and
 * error to the control, the state as `data-*` attributes (`data-focused`, `data-focus-visible`, `data-hovered`,
 * `data-invalid`, `data-disabled`), and the browser's own constraint checks (required, type, pattern…) shown as the
 * field's error after a submit instead of the browser's bubble, until the value is valid again.
 */
export function useNativeField<E extends Control>(options: NativeFieldOptions<E>) {
  const ownId = useId();
  const controlId = options.id ?? `${ownId}-control`;
  const [focused, setFocused] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [nativeError, setNativeError] = useState('');
  const error = hasContent(options.errorMessage) ? options.errorMessage : nativeError;
  const isInvalid = Boolean(options.isInvalid) || hasContent(error);
  const described = hasContent(options.description);
  const erred = isInvalid && hasContent(error);
  return {
    labelId: `${ownId}-label`,
    descriptionId: described ? `${ownId}-description` : undefined,
    errorId: erred ? `${ownId}-error` : undefined,
    /** The error to show, the caller's or the browser's; undefined when none. */
    error: erred ? error : undefined,
    isInvalid,
    /** Call with the control after each change: a browser error shown after a submit clears once the value is valid. */
    recheck(control: Control) {
      if (nativeError) setNativeError(control.validationMessage);
    },
    control: {
      id: controlId,
      'aria-describedby':
        cx(described && `${ownId}-description`, erred && `${ownId}-error`, options['aria-describedby']) || undefined,
      'aria-invalid': isInvalid || undefined,
      'data-focused': focused || undefined,
      'data-focus-visible': focusVisible || undefined,
      'data-hovered': (hovered && !options.isDisabled) || undefined,
      'data-invalid': isInvalid || undefined,
      'data-disabled': options.isDisabled || undefined,
      onFocus(event: FocusEvent<E>) {
        setFocused(true);
        setFocusVisible(matchesFocusVisible(event.currentTarget));
        options.onFocus?.(event);
      },
      onBlur(event: FocusEvent<E>) {
        setFocused(false);
        setFocusVisible(false);
        options.onBlur?.(event);
      },
      onPointerEnter(event: PointerEvent<E>) {
        if (event.pointerType !== 'touch') setHovered(true);
      },
      onPointerLeave() {
        setHovered(false);
      },
      onInvalid(event: FormEvent<E>) {
        // The form's submit found the value invalid: say why under the field, not in the browser's bubble.
        if (options.validates === false) return;
        event.preventDefault();
        const control = event.currentTarget;
        setNativeError(control.validationMessage);
        if (control.form?.querySelector(':invalid') === control) control.focus();
      },
    },
  };
}
