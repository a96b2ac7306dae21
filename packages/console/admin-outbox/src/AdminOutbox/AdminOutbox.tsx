import type { OutboxEmail } from '@mediakit/api-client/console';
import { formatMessage, formatStorage, useConsoleFormat, type ConsoleFormat } from '@mediakit/console-kit';
import { ConsoleErrorState, ConsolePagination, consoleStyles } from '@mediakit/console-kit/views';
import { ToolFrame } from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { TextField } from '@mediakit/ui/TextField';
import type { FormEvent } from 'react';
import { outboxPageSize, useAdminOutbox, type UseAdminOutboxOptions } from '../useAdminOutbox';
import type { AdminOutboxMessages } from '../messages';
import * as styles from './AdminOutbox.css';

export interface AdminOutboxProps extends UseAdminOutboxOptions {
  /** Locale of the dates and sizes (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  className?: string;
}

/**
 * The admin's outbox: every e-mail the server sent (password reset links, password-changed notices, statements),
 * newest first, filtered by recipient; each opens to its text.
 */
export function AdminOutbox({ locale, className, ...options }: AdminOutboxProps) {
  const format = useConsoleFormat(locale);
  const outbox = useAdminOutbox(options);
  const text = outbox.messages;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    outbox.applyFilter();
  };

  return (
    <ToolFrame title={text.title} intro={text.intro} width="tool" className={className}>
      <div className={consoleStyles.stack} aria-busy={outbox.isLoading || undefined}>
        <form role="search" aria-label={text.filterLabel} className={styles.filter} onSubmit={submit}>
          <TextField
            className={styles.field}
            type="search"
            label={text.recipient}
            placeholder={text.recipientPlaceholder}
            clearLabel={text.clearRecipient}
            value={outbox.draft}
            onChange={outbox.setDraft}
          />
          <Button type="submit" variant="secondary">
            {text.filter}
          </Button>
        </form>
        <ConsoleErrorState framed message={outbox.loadError} retryLabel={text.retry} onRetry={outbox.reload} />
        {outbox.mails === undefined ? (
          !outbox.loadError && (
            <p className={consoleStyles.muted} role="status">
              {text.loading}
            </p>
          )
        ) : outbox.mails.length === 0 ? (
          <p className={consoleStyles.muted}>
            {outbox.recipient ? formatMessage(text.emptyFor, { recipient: outbox.recipient }) : text.empty}
          </p>
        ) : (
          <ul className={`${consoleStyles.plainList} ${styles.mails}`} aria-label={text.listLabel}>
            {outbox.mails.map((mail) => (
              <Mail key={mail.id} mail={mail} text={text} format={format} />
            ))}
          </ul>
        )}
        <ConsolePagination
          aria-label={text.pagesLabel}
          page={outbox.page}
          pageSize={outboxPageSize}
          totalItems={outbox.total}
          onPageChange={outbox.setPage}
        />
      </div>
    </ToolFrame>
  );
}

/** The e-mail's kind in the screen's words. */
function kindWords(kind: string, text: AdminOutboxMessages): string {
  const words: Record<string, string> = {
    'password-reset': text.kindPasswordReset,
    'password-changed': text.kindPasswordChanged,
    statement: text.kindStatement,
  };
  return words[kind] ?? kind;
}

function Mail({ mail, text, format }: { mail: OutboxEmail; text: AdminOutboxMessages; format: ConsoleFormat }) {
  const time = format.time(mail.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const files = mail.attachments
    .map((attachment) => `${attachment.name} (${formatStorage(attachment.sizeBytes, format.locale)})`)
    .join(', ');
  return (
    <li className={styles.mail}>
      <details>
        <summary className={styles.summary}>
          <span className={styles.subject}>{mail.subject || text.noSubject}</span>
          <time className={styles.meta} dateTime={mail.createdAt}>
            {time}
          </time>
          <span className={styles.meta}>{formatMessage(text.to, { recipient: mail.to })}</span>
          <span className={styles.meta}>{kindWords(mail.kind, text)}</span>
        </summary>
        <pre className={styles.body}>{mail.text}</pre>
        {files && <p className={styles.attachments}>{formatMessage(text.attachments, { files })}</p>}
      </details>
    </li>
  );
}
