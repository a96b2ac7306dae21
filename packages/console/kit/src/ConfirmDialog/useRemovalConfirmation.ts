import { useRef, useState } from 'react';

/**
 * A list's "remove this one?" dialog: the row being confirmed, and where focus goes after. Once a removal went through,
 * the row and its button are gone, so when the dialog has closed focus moves to the list's heading (`headingRef`, with
 * `tabIndex={-1}`) instead of falling to the page's start. `clearError` drops the dialog's last refusal.
 */
export function useRemovalConfirmation<TRow>(clearError: () => void) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<TRow>();
  const focusListOnClose = useRef(false);
  /** Closes the dialog; `removed` when the row is gone. */
  const close = (removed: boolean) => {
    setConfirming(undefined);
    clearError();
    focusListOnClose.current = removed;
  };
  /** For the dialog's `onClosed`. */
  const afterClose = () => {
    if (focusListOnClose.current) headingRef.current?.focus();
    focusListOnClose.current = false;
  };
  return { headingRef, confirming, ask: setConfirming, close, afterClose };
}
