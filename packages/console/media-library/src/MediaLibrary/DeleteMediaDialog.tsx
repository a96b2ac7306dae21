import { ConfirmDialog, useConfirmedAction } from '@mediakit/tool-runtime/confirm-dialog';
import { consoleErrorMessage, formatMessage } from '@mediakit/tool-runtime/console';
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
  const deletion = useConfirmedAction(
    () => onDelete(item),
    onClose,
    (error) => consoleErrorMessage(error, messages),
  );
  return (
    <ConfirmDialog
      isOpen
      title={formatMessage(messages.deleteTitle, { title: titleOf(item, messages) })}
      description={messages.deleteConsequence}
      confirmLabel={messages.delete}
      busyLabel={messages.deleting}
      cancelLabel={messages.cancel}
      {...deletion}
      onCancel={onClose}
    />
  );
}
