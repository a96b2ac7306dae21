import {
  createContext,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefAttributes,
} from 'react';
import type { ButtonProps as AriaButtonProps, PressEvent } from 'react-aria-components';

/**
 * Inside a react-aria trigger (`DialogTrigger`, `MenuTrigger`, `TooltipTrigger`, a toast), the button that takes the
 * trigger's press, focus and slot props: react-aria's own Button, provided by those wrappers. Everywhere else our
 * buttons are native, so a page without such a trigger (a partner's tool) never loads react-aria's press machinery.
 */
export const AriaButtonContext = /*#__PURE__*/ createContext<ComponentType<
  AriaButtonProps & RefAttributes<HTMLButtonElement>
> | null>(null);

// Whether the last interaction anywhere on the page was a pointer (react-aria's modality): focus that follows a
// click shows no ring; focus after a key, or before any interaction, does.
let pointerLast = false;
let tracking = false;
function trackModality(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  const pointer = () => {
    pointerLast = true;
  };
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('mousedown', pointer, true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.altKey && !event.ctrlKey) pointerLast = false;
    },
    true,
  );
}

type Handlers<E extends HTMLElement> = {
  onClick?: ((event: MouseEvent<E>) => void) | undefined;
  onFocus?: ((event: FocusEvent<E>) => void) | undefined;
  onBlur?: ((event: FocusEvent<E>) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent<E>) => void) | undefined;
  onKeyUp?: ((event: KeyboardEvent<E>) => void) | undefined;
  onPointerDown?: ((event: PointerEvent<E>) => void) | undefined;
  onPointerEnter?: ((event: PointerEvent<E>) => void) | undefined;
  onPointerLeave?: ((event: PointerEvent<E>) => void) | undefined;
};

export interface NativePressOptions<E extends HTMLElement> extends Handlers<E> {
  /** Called on activation: a click, a tap, Enter (and Space on a button), or an assistive technology's click. */
  onPress?: ((event: PressEvent) => void) | undefined;
  isDisabled?: boolean | undefined;
  /** Stays focusable and hoverable for its label, but ignores presses (a pending button). */
  isInert?: boolean | undefined;
  /** The keys that activate the element: Enter and Space for a button, Enter for a link. */
  keys: readonly string[];
}

/**
 * What react-aria's press, hover and focus hooks gave a native button or anchor, in a few lines: `onPress` from the
 * element's click (which browsers fire for the mouse, touch, Enter and Space), and the state as react-aria's
 * documented attributes (`data-pressed`, `data-hovered`, `data-focused`, `data-focus-visible`). Returns the props to
 * spread on the element; the caller's own handlers run after ours.
 */
export function useNativePress<E extends HTMLElement>(options: NativePressOptions<E>) {
  const { onPress, isDisabled, isInert, keys } = options;
  const [pressed, setPressed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const ignores = Boolean(isDisabled || isInert);
  useEffect(trackModality, []);
  useEffect(() => {
    if (!pressed) return;
    const release = () => setPressed(false);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [pressed]);
  return {
    'data-pressed': (pressed && !ignores) || undefined,
    'data-hovered': (hovered && !ignores) || undefined,
    'data-focused': focused || undefined,
    'data-focus-visible': focusVisible || undefined,
    onClick(event: MouseEvent<E>) {
      if (ignores) {
        event.preventDefault();
        return;
      }
      options.onClick?.(event);
      if (!onPress) return;
      const { currentTarget, clientX, clientY, shiftKey, ctrlKey, metaKey, altKey } = event;
      const box = currentTarget.getBoundingClientRect();
      onPress({
        type: 'press',
        // A click without a pointer position (detail 0) came from the keyboard or an assistive technology.
        pointerType: event.detail === 0 ? 'keyboard' : 'mouse',
        target: currentTarget,
        shiftKey,
        ctrlKey,
        metaKey,
        altKey,
        x: clientX - box.left,
        y: clientY - box.top,
        continuePropagation() {},
      });
    },
    onFocus(event: FocusEvent<E>) {
      setFocused(true);
      setFocusVisible(!pointerLast);
      options.onFocus?.(event);
    },
    onBlur(event: FocusEvent<E>) {
      setFocused(false);
      setFocusVisible(false);
      setPressed(false);
      options.onBlur?.(event);
    },
    onKeyDown(event: KeyboardEvent<E>) {
      if (!event.metaKey && !event.altKey && !event.ctrlKey) setFocusVisible(true);
      if (!ignores && keys.includes(event.key) && !event.repeat) setPressed(true);
      options.onKeyDown?.(event);
    },
    onKeyUp(event: KeyboardEvent<E>) {
      if (keys.includes(event.key)) setPressed(false);
      options.onKeyUp?.(event);
    },
    onPointerDown(event: PointerEvent<E>) {
      if (!ignores && event.button === 0) setPressed(true);
      options.onPointerDown?.(event);
    },
    onPointerEnter(event: PointerEvent<E>) {
      if (event.pointerType !== 'touch') setHovered(true);
      options.onPointerEnter?.(event);
    },
    onPointerLeave(event: PointerEvent<E>) {
      setHovered(false);
      setPressed(false);
      options.onPointerLeave?.(event);
    },
  };
}
