import type { ApiKey, MediakitConsoleClient } from '@mediakit/api-client/console';
import { ToolFrame } from '@mediakit/tool-runtime';
import { ConfirmDialog, useRemovalConfirmation } from '@mediakit/console-kit/confirm-dialog';
import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Table, type TableColumn } from '@mediakit/ui/Table';
import { TextField } from '@mediakit/ui/TextField';
import { useId, type FormEvent } from 'react';
import { maxLabelLength, useApiKeys, type UseApiKeysOptions, type UseApiKeysResult } from '../useApiKeys';
import { ConsoleErrorState, ConsoleSecretOnce, consoleStyles } from '@mediakit/console-kit/views';
import { formatMessage, useConsoleFormat, type ConsoleFormat, type TimeStyle } from '@mediakit/console-kit';
import * as styles from './ApiKeys.css';

const day: TimeStyle = { dateStyle: 'medium' };

export interface ApiKeysProps extends UseApiKeysOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Locale of the dates (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  className?: string;
}

/** The API keys screen: the list (label, masked key, created, last used), create with the secret shown once, revoke. */
export function ApiKeys({ locale, className, ...options }: ApiKeysProps) {
  const format = useConsoleFormat(locale);
  const keys = useApiKeys(options);
  const text = keys.messages;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void keys.create();
  };

  return (
    <ToolFrame title={text.title} width="tool" className={className}>
      <div className={consoleStyles.stack}>
        <p className={styles.intro}>{text.intro}</p>
        <form onSubmit={submit} className={styles.createForm} aria-label={text.createHeading} noValidate>
          <TextField
            className={styles.labelField}
            label={text.labelField}
            description={text.labelHint}
            value={keys.label}
            onChange={keys.setLabel}
            errorMessage={keys.labelError}
            maxLength={maxLabelLength}
            autoComplete="off"
          />
          <Button
            type="submit"
            className={styles.createButton}
            isPending={keys.isCreating}
            pendingLabel={text.creating}
          >
            {text.create}
          </Button>
        </form>
        {keys.createError && (
          <p role="alert" className={consoleStyles.alert}>
            {keys.createError}
          </p>
        )}
        {keys.created && <CreatedKey keys={keys} />}
        <p role="status" className={consoleStyles.muted}>
          {keys.notice}
        </p>
        <KeyList keys={keys} format={format} />
      </div>
    </ToolFrame>
  );
}

function CreatedKey({ keys }: { keys: UseApiKeysResult }) {
  const text = keys.messages;
  if (!keys.created) return null;
  return (
    <ConsoleSecretOnce
      heading={formatMessage(text.createdHeading, { label: keys.created.label })}
      notice={text.createdNotice}
      secret={keys.created.secret}
      text={text}
      onDone={keys.dismissCreated}
    />
  );
}

function KeyList({ keys, format }: { keys: UseApiKeysResult; format: ConsoleFormat }) {
  const text = keys.messages;
  const headingId = useId();
  const { headingRef, confirming, ask, close, afterClose } = useRemovalConfirmation<ApiKey>(keys.clearRevokeError);
  const list = keys.keys.data;
  const columns: TableColumn<ApiKey>[] = [
    { id: 'label', name: text.columnLabel, isRowHeader: true },
    { id: 'maskedValue', name: text.columnKey, className: consoleStyles.mono },
    { id: 'created', name: text.columnCreated, render: (key) => format.time(key.createdAt, day, text.unknownDate) },
    { id: 'lastUsed', name: text.columnLastUsed, render: (key) => format.time(key.lastUsedAt, day, text.neverUsed) },
    {
      id: 'actions',
      name: text.columnActions,
      render: (key) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={formatMessage(text.revokeLabel, { label: key.label })}
          onPress={() => ask(key)}
        >
          {text.revoke}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby={headingId} aria-busy={keys.keys.status === 'loading'} className={consoleStyles.stack}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={consoleStyles.heading}>
        {text.listLabel}
      </h3>
      <RevokeDialog apiKey={confirming} keys={keys} onClose={close} onClosed={afterClose} />
      <ConsoleErrorState message={keys.loadError} retryLabel={text.retry} onRetry={keys.reload} />
      {!list && keys.keys.status === 'loading' && <p className={consoleStyles.muted}>{text.loading}</p>}
      {list?.length === 0 && <EmptyState title={text.empty} description={text.emptyHint} />}
      {list && list.length > 0 && <Table aria-labelledby={headingId} columns={columns} rows={list} />}
    </section>
  );
}

function RevokeDialog({
  apiKey,
  keys,
  onClose,
  onClosed,
}: {
  apiKey: ApiKey | undefined;
  keys: UseApiKeysResult;
  onClose: (revoked: boolean) => void;
  onClosed: () => void;
}) {
  const text = keys.messages;
  return (
    <ConfirmDialog
      isOpen={apiKey !== undefined}
      title={formatMessage(text.revokeTitle, { label: apiKey?.label ?? '' })}
      description={text.revokeConsequence}
      confirmLabel={text.confirmRevoke}
      busyLabel={text.revoking}
      cancelLabel={text.cancel}
      error={keys.revokeError}
      isBusy={apiKey !== undefined && keys.revokingId === apiKey.id}
      onConfirm={() => {
        if (apiKey) void keys.revoke(apiKey).then((revoked) => revoked && onClose(true));
      }}
      onCancel={() => onClose(false)}
      onClosed={onClosed}
    />
  );
}
