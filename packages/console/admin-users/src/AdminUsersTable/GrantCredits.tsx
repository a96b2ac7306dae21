import { isApiError } from '@mediakit/api-client';
import type { AdminUser, MediakitConsoleClient } from '@mediakit/api-client/console';
import { consoleErrorMessage, formatMessage, useConsoleClient, useUnmountSignal } from '@mediakit/console-kit';
import { Button } from '@mediakit/ui/Button';
import { TextField } from '@mediakit/ui/TextField';
import { useState, type FormEvent } from 'react';
import { adminUsersMessages } from '../messages';
import * as styles from './AdminUsersTable.css';

/** The grant form's words (its own, so the users table does not carry them). */
export const grantCreditsMessages = {
  grantAmountLabel: 'Credits to grant',
  grantReasonLabel: 'Reason',
  grantReasonHint: 'Kept in the ledger with your name, e.g. “Refund for a failed render”.',
  grant: 'Grant credits',
  granting: 'Granting…',
  granted: 'Granted {amount} credits to {name}. Their balance is now {credits}.',
};

export interface GrantCreditsProps {
  user: AdminUser;
  client?: MediakitConsoleClient;
  messages?: Partial<typeof adminUsersMessages & typeof grantCreditsMessages>;
  /** After a grant, with the user's new balance. */
  onGranted?: (credits: number) => void;
}

/**
 * Grant credits (for `AdminUsersTable`'s `userActions`, in the user's details): an amount and the reason; the server
 * checks both (its words are shown) and the ledger keeps them with the granting admin.
 */
export function GrantCredits({ user, client, messages: overrides, onGranted }: GrantCreditsProps) {
  const api = useConsoleClient(client);
  const messages = { ...adminUsersMessages, ...grantCreditsMessages, ...overrides };
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();
  const begin = useUnmountSignal();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { signal, done } = begin();
    setBusy(true);
    setOutcome(undefined);
    const credits = Number(amount.trim() || Number.NaN);
    try {
      const balance = await api.admin.users.grantCredits(
        user.id,
        { amount: credits, reason: reason.trim() },
        { signal },
      );
      if (signal.aborted) return;
      setOutcome({
        text: formatMessage(messages.granted, { amount: credits, name: user.name, credits: balance }),
        failed: false,
      });
      onGranted?.(balance);
    } catch (error) {
      if (signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
      setOutcome({ text: consoleErrorMessage(error, messages), failed: true });
    } finally {
      done();
      if (!signal.aborted) setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={messages.grant} noValidate>
      <TextField label={messages.grantAmountLabel} value={amount} onChange={setAmount} inputMode="numeric" />
      <TextField
        label={messages.grantReasonLabel}
        description={messages.grantReasonHint}
        value={reason}
        onChange={setReason}
        maxLength={200}
      />
      <Button type="submit" variant="secondary" isPending={busy} pendingLabel={messages.granting}>
        {messages.grant}
      </Button>
      {outcome && (
        <p role={outcome.failed ? 'alert' : 'status'} className={outcome.failed ? styles.failure : undefined}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}
