import { ConfirmDialog } from '@mediakit/tool-runtime/confirm-dialog';
import { consoleErrorMessage, formatMessage } from '@mediakit/tool-runtime/console';
import { useState } from 'react';
import type { MediaLibraryMessages } from '../messages';
import type { ActionResult, LibraryItem } from '../useMediaLibrary';
import { titleOf } from './MediaCard';

export interface DeleteMediaDialogProps {
  item: LibraryItem;
  messages: MediaLibraryMessages;
  onDelete: (item: LibraryItem) => Promise<ActionResult>;
  onClose: () => void;
}

/** The console's confirmation (ConfirmDialog) for deleting an item: what is lost, Cancel first; a refusal stays in it. */
export function DeleteMediaDialog({ item, messages, onDelete, onClose }: DeleteMediaDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setDeleting(true);
    setFailure(undefined);
    const result = await onDelete(item);
    if (!result.ok && result.aborted) return;
    setDeleting(false);
    if (result.ok) onClose();
    else setFailure(consoleErrorMessage(result.error, messages));
  };
  return (
    <ConfirmDialog
      isOpen
      title={formatMessage(messages.deleteTitle, { title: titleOf(item, messages) })}
      description={messages.deleteConsequence}
      confirmLabel={messages.delete}
      busyLabel={messages.deleting}
      cancelLabel={messages.cancel}
      error={failure}
      isBusy={deleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
