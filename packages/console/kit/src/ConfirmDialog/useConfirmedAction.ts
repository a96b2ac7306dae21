import { useState } from 'react';

/** What a confirmed action answers: done, or refused (`aborted` when its screen went away meanwhile). */
export type ConfirmedActionResult = { ok: true } | { ok: false; error: unknown; aborted: boolean };

/**
 * The action behind a `ConfirmDialog`: busy while it runs, `onDone` when it succeeds, its refusal worded by
 * `failureText` and kept in the dialog; an aborted one changes nothing (the dialog is gone).
 */
export function useConfirmedAction(
  action: () => Promise<ConfirmedActionResult>,
  onDone: () => void,
  failureText: (error: unknown) => string,
) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    const result = await action();
    if (!result.ok && result.aborted) return;
    setBusy(false);
    if (result.ok) onDone();
    else setError(failureText(result.error));
  };
  return { isBusy, error, onConfirm: () => void confirm() };
}
