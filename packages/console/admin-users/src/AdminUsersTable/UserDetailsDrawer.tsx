import type { AdminUser } from '@mediakit/api-client/console';
import type { ConsoleFormat } from '@mediakit/console-kit';
import { ModalDialog } from '@mediakit/console-kit/confirm-dialog';
import { Button } from '@mediakit/ui/Button';
import type { ReactNode } from 'react';
import type { AdminUsersMessages } from '../messages';
import * as styles from './AdminUsersTable.css';

export interface UserDetailsDrawerProps {
  user: AdminUser;
  messages: AdminUsersMessages;
  /** The table's dates and numbers, so the sheet writes them as the row does. */
  format: ConsoleFormat;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** More for this user under the fields (the host's: e.g. `GrantCredits`). */
  extra?: ReactNode;
  onClose: () => void;
}

/** View: every field of the row in a sheet along the window's end edge, with Edit and Delete from here too. */
export function UserDetailsDrawer({
  user,
  messages,
  format,
  onEdit,
  onDelete,
  extra,
  onClose,
}: UserDetailsDrawerProps) {
  const fields: [string, string][] = [
    [messages.columnId, user.id],
    [messages.columnName, user.name],
    [messages.columnEmail, user.email],
    [messages.columnRole, user.role],
    [messages.columnStatus, user.status],
    [messages.columnCreatedAt, format.time(user.createdAt, { dateStyle: 'medium' })],
    [messages.columnUsage, format.count(user.usage)],
  ];
  return (
    <ModalDialog
      isOpen
      placement="end"
      title={messages.detailsTitle}
      closeLabel={messages.close}
      onCancel={onClose}
      footer={
        <>
          <Button variant="secondary" onPress={() => onEdit(user)}>
            {messages.edit}
          </Button>
          <Button variant="danger" onPress={() => onDelete(user)}>
            {messages.delete}
          </Button>
        </>
      }
    >
      <dl className={styles.details}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt className={styles.detailLabel}>{label}</dt>
            <dd className={styles.detailValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {extra}
    </ModalDialog>
  );
}
