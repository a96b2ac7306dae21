import type { AdminUser } from '@mediakit/api-client/console';
import { Button } from '@mediakit/ui/Button';
import { Drawer } from '@mediakit/ui/Drawer';
import { TextField } from '@mediakit/ui/TextField';
import { useState, type FormEvent } from 'react';
import { failureText, fill, type AdminUsersMessages } from '../messages';
import type { AdminUsersController } from '../useAdminUsers';
import * as styles from './AdminUsersTable.css';

export interface UserDetailsDrawerProps {
  user: AdminUser;
  messages: AdminUsersMessages;
  formatDate: (iso: string) => string;
  formatUsage: (usage: number) => string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onGrant: AdminUsersController['grantCredits'];
  onClose: () => void;
}

/** Grant credits: an amount and the reason, checked before anything is sent; the ledger keeps both and the admin. */
function GrantCredits({
  user,
  messages,
  onGrant,
}: {
  user: AdminUser;
  messages: AdminUsersMessages;
  onGrant: UserDetailsDrawerProps['onGrant'];
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const credits = Number(amount.trim());
    const problems = {
      ...(!/^\d+$/.test(amount.trim()) || credits < 1 || credits > 100_000
        ? { amount: messages.grantAmountInvalid }
        : {}),
      ...(!reason.trim() ? { reason: messages.grantReasonRequired } : {}),
    };
    setErrors(problems);
    setOutcome(undefined);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const result = await onGrant(user, { amount: credits, reason: reason.trim() });
    if (!result.ok && result.aborted) return;
    setBusy(false);
    if (result.ok) {
      setAmount('');
      setReason('');
      setOutcome({
        text: fill(messages.granted, {
          amount: credits.toLocaleString(),
          name: user.name,
          credits: result.credits.toLocaleString(),
        }),
        failed: false,
      });
    } else {
      setOutcome({ text: failureText(result.error, messages), failed: true });
    }
  };
  return (
    <form className={styles.grant} onSubmit={(event) => void submit(event)} aria-label={messages.grantTitle} noValidate>
      <h3 className={styles.grantTitle}>{messages.grantTitle}</h3>
      <TextField
        label={messages.grantAmountLabel}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors(({ amount: _dropped, ...rest }) => rest);
        }}
        inputMode="numeric"
        errorMessage={errors.amount}
      />
      <TextField
        label={messages.grantReasonLabel}
        description={messages.grantReasonHint}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setErrors(({ reason: _dropped, ...rest }) => rest);
        }}
        maxLength={200}
        errorMessage={errors.reason}
      />
      <div>
        <Button type="submit" variant="secondary" isPending={busy} pendingLabel={messages.granting}>
          {messages.grant}
        </Button>
      </div>
      {outcome && (
        <p role={outcome.failed ? 'alert' : 'status'} className={outcome.failed ? styles.grantFailure : undefined}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}

/** View: every field of the row, with Edit and Delete from here too. */
export function UserDetailsDrawer({
  user,
  messages,
  formatDate,
  formatUsage,
  onEdit,
  onDelete,
  onGrant,
  onClose,
}: UserDetailsDrawerProps) {
  const fields: [string, string][] = [
    [messages.columnId, user.id],
    [messages.columnName, user.name],
    [messages.columnEmail, user.email],
    [messages.columnRole, user.role],
    [messages.columnStatus, user.status],
    [messages.columnCreatedAt, formatDate(user.createdAt)],
    [messages.columnUsage, formatUsage(user.usage)],
  ];
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      side="end"
      title={messages.detailsTitle}
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
      <GrantCredits user={user} messages={messages} onGrant={onGrant} />
    </Drawer>
  );
}
