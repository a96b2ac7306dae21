import type { OutboxEmail } from '@mediakit/api-client/console';
import { useConsoleClient, useRemoteData } from '@mediakit/console-kit';
import { ConsolePagination, consoleStyles } from '@mediakit/console-kit/views';
import { Button } from '@mediakit/ui/Button';
import { TextField } from '@mediakit/ui/TextField';
import { useState } from 'react';
import * as layout from '../../layout/HostLayout.css';
import * as styles from './AdminOutboxPage.css';

const pageSize = 20;

const when = (iso: string | undefined) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso)) : '';

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`);

function Mail({ mail }: { mail: OutboxEmail }) {
  return (
    <li className={styles.mail}>
      <details>
        <summary className={styles.summary}>
          <span className={styles.subject}>{mail.subject || '(no subject)'}</span>
          <time className={styles.meta} dateTime={mail.createdAt}>
            {when(mail.createdAt)}
          </time>
          <span className={styles.meta}>To: {mail.to}</span>
          <span className={styles.meta}>{mail.kind}</span>
        </summary>
        <pre className={styles.body}>{mail.text}</pre>
        {mail.attachments.length > 0 && (
          <p className={styles.attachments}>
            Attachments:{' '}
            {mail.attachments.map((attachment) => `${attachment.name} (${size(attachment.sizeBytes)})`).join(', ')}
          </p>
        )}
      </details>
    </li>
  );
}

/**
 * The development outbox: every e-mail the server sent (password reset links, password-changed notices, statements),
 * newest first, filtered by recipient; each opens to its text. The built-in sender only writes here.
 */
export default function AdminOutboxPage() {
  const client = useConsoleClient();
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const { state, reload } = useRemoteData(
    (signal) => client.admin.outbox.list({ to, page, pageSize }, { signal }),
    [client, to, page],
  );
  const mails = state.data?.items ?? [];
  /** Lists the e-mails to `recipient` ('' for all), from the first page. */
  const filterBy = (recipient: string) => {
    setTo(recipient.trim());
    setPage(1);
  };

  return (
    <>
      <h1 className={layout.heading}>Outbox</h1>
      <p className={layout.subtitle}>
        Every e-mail the server sent: password reset links, password-changed notices and statements. In development the
        server only writes them here; open one to read it.
      </p>
      <form
        role="search"
        aria-label="Outbox"
        className={styles.filter}
        onSubmit={(event) => {
          event.preventDefault();
          filterBy(draft);
        }}
      >
        <TextField
          className={styles.field}
          type="search"
          label="Recipient"
          placeholder="name@example.com"
          clearLabel="Clear the recipient"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            // An emptied field (its clear button, or the text deleted) lists every e-mail again.
            if (!value.trim()) filterBy('');
          }}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {state.status === 'loading' && !state.data ? (
        <p className={styles.muted} role="status">
          Loading the outbox…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.failure} role="alert">
          Could not load the outbox.{' '}
          <Button size="sm" variant="secondary" onPress={reload}>
            Try again
          </Button>
        </p>
      ) : mails.length === 0 ? (
        <p className={styles.muted}>{to ? `No e-mails to ${to}.` : 'No e-mails yet.'}</p>
      ) : (
        <ul className={`${consoleStyles.plainList} ${styles.mails}`} aria-label="E-mails, newest first">
          {mails.map((mail) => (
            <Mail key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      <ConsolePagination
        className={styles.pager}
        aria-label="Outbox pages"
        page={page}
        pageSize={pageSize}
        totalItems={state.data?.total ?? 0}
        onPageChange={setPage}
      />
    </>
  );
}
