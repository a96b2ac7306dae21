import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirmedAction, type ConfirmedActionResult } from './useConfirmedAction';

export interface ConfirmedActionDialogProps {
  title: string;
  /** What the action changes or loses. */
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** What Confirm does; the dialog closes when it answers `{ ok: true }`. */
  action: () => Promise<ConfirmedActionResult>;
  /** A refusal in the screen's words (it stays in the dialog). */
  failureText: (error: unknown) => string;
  onClose: () => void;
}

/**
 * A `ConfirmDialog` whose Confirm runs `action` (`useConfirmedAction`): busy while it runs, closed when it is done, a
 * refusal kept in the dialog. Shown while it is mounted; Cancel and Escape call `onClose`.
 */
export function ConfirmedActionDialog({ action, failureText, onClose, ...words }: ConfirmedActionDialogProps) {
  const run = useConfirmedAction(action, onClose, failureText);
  return <ConfirmDialog isOpen {...words} {...run} onCancel={onClose} />;
}
