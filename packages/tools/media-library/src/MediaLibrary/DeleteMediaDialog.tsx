import { Button } from '@mediakit/ui/Button';
import { Dialog, Modal } from '@mediakit/ui/Dialog';
import { consoleErrorMessage, formatMessage } from '@mediakit/tool-runtime/console';
import { useState } from 'react';
import { type MediaLibraryMessages } from '../messages';
import type { ActionResult, LibraryItem } from '../useMediaLibrary';
import { titleOf } from './MediaCard';
import * as styles from './MediaLibrary.css';

export interface DeleteMediaDialogProps {
  item: LibraryItem;
  messages: MediaLibraryMessages;
  onDelete: (item: LibraryItem) => Promise<ActionResult>;
  onClose: () => void;
}

/** The confirmation pattern: an alertdialog that says what is lost, Cancel first; a refusal stays in the dialog. */
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
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        role="alertdialog"
        aria-describedby="delete-media-consequence"
        title={formatMessage(messages.deleteTitle, { title: titleOf(item, messages) })}
        closeLabel={messages.close}
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              {messages.cancel}
            </Button>
            <Button variant="danger" onPress={confirm} isDisabled={deleting}>
              {deleting ? messages.deleting : messages.delete}
            </Button>
          </>
        }
      >
        <p id="delete-media-consequence" className={styles.consequence}>
          {messages.deleteConsequence}
        </p>
        {failure && (
          <p role="alert" className={styles.noticeFailed}>
            {failure}
          </p>
        )}
      </Dialog>
    </Modal>
  );
}
