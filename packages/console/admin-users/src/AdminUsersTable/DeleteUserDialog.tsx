import type { AdminUser } from '@mediakit/api-client/console';
import { consoleErrorMessage, formatMessage } from '@mediakit/tool-runtime/console';
import { Button } from '@mediakit/ui/Button';
import { Dialog, Modal } from '@mediakit/ui/Dialog';
import { useState } from 'react';
import type { AdminUsersMessages } from '../messages';
import type { SaveResult } from '../useAdminUsers';
import * as styles from './AdminUsersTable.css';

export interface DeleteUserDialogProps {
  user: AdminUser;
  messages: AdminUsersMessages;
  onDelete: (user: AdminUser) => Promise<SaveResult>;
  onClose: () => void;
}

/**
 * The confirmation pattern of ConfirmDialog (an alertdialog that says what is lost, Cancel first; a refusal stays in
 * it) on ui's Dialog: this table carries react-aria's Modal and Dialog for its user form anyway, and the native
 * ConfirmDialog beside them would put it over its 45 kB budget (45.00 kB measured; 44.3 kB this way).
 */
export function DeleteUserDialog({ user, messages, onDelete, onClose }: DeleteUserDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setDeleting(true);
    setFailure(undefined);
    const result = await onDelete(user);
    if (!result.ok && result.aborted) return;
    setDeleting(false);
    if (result.ok) onClose();
    else setFailure(consoleErrorMessage(result.error, messages));
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        role="alertdialog"
        aria-describedby="delete-user-consequence"
        title={formatMessage(messages.deleteTitle, { name: user.name || user.email })}
        closeLabel={messages.close}
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              {messages.cancel}
            </Button>
            {/* Not isPending: its announcement would outlive the dialog, pointing at a label that is gone. */}
            <Button variant="danger" onPress={confirm} isDisabled={deleting}>
              {deleting ? messages.deleting : messages.delete}
            </Button>
          </>
        }
      >
        <p id="delete-user-consequence" className={styles.consequence}>
          {user.email}. {messages.deleteConsequence}
        </p>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
      </Dialog>
    </Modal>
  );
}
