import type { AdminUser } from '@mediakit/api-client/console';
import { consoleErrorMessage, formatMessage } from '@mediakit/tool-runtime/console';
import { ConfirmDialog } from '@mediakit/tool-runtime/confirm-dialog';
import { useState } from 'react';
import type { AdminUsersMessages } from '../messages';
import type { SaveResult } from '../useAdminUsers';

export interface DeleteUserDialogProps {
  user: AdminUser;
  messages: AdminUsersMessages;
  onDelete: (user: AdminUser) => Promise<SaveResult>;
  onClose: () => void;
}

/** Delete asks first: what is lost, Cancel first; a refusal stays in the dialog. Shown while it is mounted. */
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
    <ConfirmDialog
      isOpen
      title={formatMessage(messages.deleteTitle, { name: user.name || user.email })}
      description={`${user.email}. ${messages.deleteConsequence}`}
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
