import type { AdminUser } from '@mediakit/api-client/console';
import { consoleErrorMessage, formatMessage } from '@mediakit/tool-runtime/console';
import { ConfirmDialog, useConfirmedAction } from '@mediakit/tool-runtime/confirm-dialog';
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
  const deletion = useConfirmedAction(
    () => onDelete(user),
    onClose,
    (error) => consoleErrorMessage(error, messages),
  );
  return (
    <ConfirmDialog
      isOpen
      title={formatMessage(messages.deleteTitle, { name: user.name || user.email })}
      description={`${user.email}. ${messages.deleteConsequence}`}
      confirmLabel={messages.delete}
      busyLabel={messages.deleting}
      cancelLabel={messages.cancel}
      {...deletion}
      onCancel={onClose}
    />
  );
}
