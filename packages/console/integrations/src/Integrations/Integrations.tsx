import type { MediakitConsoleClient, Webhook, WebhookDelivery, WebhookEvent } from '@mediakit/api-client/console';
import { ToolFrame } from '@mediakit/tool-runtime';
import { ConfirmDialog, useRemovalConfirmation } from '@mediakit/console-kit/confirm-dialog';
import { Badge } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { Checkbox } from '@mediakit/ui/Checkbox';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Switch } from '@mediakit/ui/Switch';
import { Table } from '@mediakit/ui/Table';
import { TextField } from '@mediakit/ui/TextField';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { type IntegrationsMessages } from '../messages';
import { useWebhookDeliveries, useWebhooks, type UseWebhooksOptions, type UseWebhooksResult } from '../useWebhooks';
import { ConsoleErrorState, ConsoleSecretOnce, consoleStyles } from '@mediakit/console-kit/views';
import { formatMessage, useConsoleFormat } from '@mediakit/console-kit';
import * as styles from './Integrations.css';

export interface IntegrationsProps extends UseWebhooksOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Locale of the dates (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  className?: string;
}

type FormatTime = (iso: string | undefined) => string;

/**
 * The integrations screen: outgoing webhooks signed with HMAC (add with the signing secret shown once, send a test
 * event, pause or resume, see every delivery attempt, delete) and how a receiver verifies them.
 */
export function Integrations({ locale, className, ...options }: IntegrationsProps) {
  const format = useConsoleFormat(locale);
  const hooks = useWebhooks(options);
  const text = hooks.messages;
  const formatTime = useMemo<FormatTime>(
    () => (iso) => format.time(iso, { dateStyle: 'short', timeStyle: 'medium' }, text.unknownDate),
    [format, text.unknownDate],
  );
  const headingId = useId();

  return (
    <ToolFrame title={text.title} width="tool" className={className}>
      <div className={styles.stack}>
        <p className={consoleStyles.muted}>{text.intro}</p>
        <section aria-labelledby={headingId} className={styles.stack}>
          <h3 id={headingId} className={styles.sectionHeading}>
            {text.webhooksHeading}
          </h3>
          <p className={consoleStyles.muted}>{text.webhooksIntro}</p>
          <AddWebhook hooks={hooks} />
          {hooks.created && <CreatedSecret hooks={hooks} />}
          <p role="status" className={consoleStyles.muted}>
            {hooks.notice}
          </p>
          <WebhookList hooks={hooks} formatTime={formatTime} options={options} />
          <details className={styles.details}>
            <summary className={styles.summary}>{text.verifyHeading}</summary>
            <p className={consoleStyles.muted}>{text.verifyText}</p>
            <p className={consoleStyles.muted}>{text.retriesText}</p>
          </details>
        </section>
      </div>
    </ToolFrame>
  );
}

function AddWebhook({ hooks }: { hooks: UseWebhooksResult }) {
  const text = hooks.messages;
  const eventsId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void hooks.create();
  };
  const eventBox = (event: WebhookEvent, label: string) => (
    <Checkbox isSelected={hooks.events.includes(event)} onChange={(selected) => hooks.toggleEvent(event, selected)}>
      {label}
    </Checkbox>
  );
  return (
    <form onSubmit={submit} className={styles.form} aria-label={text.addHeading} noValidate>
      <TextField
        className={styles.urlField}
        label={text.urlField}
        description={text.urlHint}
        value={hooks.url}
        onChange={hooks.setUrl}
        errorMessage={hooks.urlError}
        type="url"
        inputMode="url"
        autoComplete="off"
      />
      <div role="group" aria-labelledby={eventsId} className={styles.events}>
        <span id={eventsId} className={styles.groupLabel}>
          {text.eventsLabel}
        </span>
        {eventBox('job.completed', text.eventCompleted)}
        {eventBox('job.failed', text.eventFailed)}
        {hooks.eventsError && (
          <p role="alert" className={consoleStyles.alert}>
            {hooks.eventsError}
          </p>
        )}
      </div>
      <div className={consoleStyles.row}>
        <Button type="submit" isPending={hooks.isCreating} pendingLabel={text.adding}>
          {text.add}
        </Button>
      </div>
      {hooks.createError && (
        <p role="alert" className={consoleStyles.alert}>
          {hooks.createError}
        </p>
      )}
    </form>
  );
}

function CreatedSecret({ hooks }: { hooks: UseWebhooksResult }) {
  const text = hooks.messages;
  if (!hooks.created) return null;
  return (
    <ConsoleSecretOnce
      heading={text.createdHeading}
      headingLevel={4}
      notice={text.createdNotice}
      secret={hooks.created.secret}
      text={text}
      onDone={hooks.dismissCreated}
    />
  );
}

function WebhookList({
  hooks,
  formatTime,
  options,
}: {
  hooks: UseWebhooksResult;
  formatTime: FormatTime;
  options: UseWebhooksOptions;
}) {
  const text = hooks.messages;
  const headingId = useId();
  const { headingRef, confirming, ask, close, afterClose } = useRemovalConfirmation<Webhook>(hooks.clearRemoveError);
  const list = hooks.webhooks.data;
  return (
    <section aria-labelledby={headingId} aria-busy={hooks.webhooks.status === 'loading'} className={styles.stack}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className={consoleStyles.heading}>
        {text.listLabel}
      </h4>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        title={text.removeTitle}
        description={formatMessage(text.removeConsequence, { url: confirming?.url ?? '' })}
        confirmLabel={text.confirmRemove}
        busyLabel={text.removing}
        cancelLabel={text.cancel}
        error={hooks.removeError}
        isBusy={confirming !== undefined && hooks.busy[confirming.id] === 'remove'}
        onConfirm={() => {
          if (confirming) void hooks.remove(confirming).then((removed) => removed && close(true));
        }}
        onCancel={() => close(false)}
        onClosed={afterClose}
      />
      <ConsoleErrorState message={hooks.loadError} retryLabel={text.retry} onRetry={hooks.reload} />
      {!list && hooks.webhooks.status === 'loading' && <p className={consoleStyles.muted}>{text.loading}</p>}
      {list?.length === 0 && <EmptyState title={text.empty} description={text.emptyHint} />}
      {list && list.length > 0 && (
        <ul className={`${consoleStyles.plainList} ${styles.list}`} aria-labelledby={headingId}>
          {list.map((hook) => (
            <WebhookCard
              key={hook.id}
              hook={hook}
              hooks={hooks}
              formatTime={formatTime}
              options={options}
              onDelete={() => ask(hook)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function WebhookCard({
  hook,
  hooks,
  formatTime,
  options,
  onDelete,
}: {
  hook: Webhook;
  hooks: UseWebhooksResult;
  formatTime: FormatTime;
  options: UseWebhooksOptions;
  onDelete: () => void;
}) {
  const text = hooks.messages;
  const [open, setOpen] = useState(false);
  const [deliveriesVersion, setDeliveriesVersion] = useState(0);
  const busy = hooks.busy[hook.id];
  const test = hooks.tests[hook.id];
  const panelId = useId();
  const eventNames = hook.events
    .map((event) => (event === 'job.completed' ? text.eventCompleted : text.eventFailed))
    .join(', ');
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <code className={styles.url}>{hook.url}</code>
        <Badge tone={hook.active ? 'success' : 'neutral'}>{hook.active ? text.active : text.paused}</Badge>
      </div>
      <p className={consoleStyles.muted}>
        {eventNames} · {formatMessage(text.secretHint, { hint: hook.secretHint })}
      </p>
      <div className={consoleStyles.row}>
        <Switch
          isSelected={hook.active}
          isDisabled={busy === 'update'}
          onChange={(active) => void hooks.setActive(hook, active)}
          aria-label={formatMessage(text.activeSwitchLabel, { url: hook.url })}
        >
          {text.activeSwitch}
        </Switch>
        <Button
          variant="secondary"
          size="sm"
          aria-label={formatMessage(text.sendTestLabel, { url: hook.url })}
          isPending={busy === 'test'}
          pendingLabel={text.sending}
          onPress={() => void hooks.sendTest(hook).then(() => setDeliveriesVersion((version) => version + 1))}
        >
          {text.sendTest}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={formatMessage(open ? text.hideDeliveriesLabel : text.showDeliveriesLabel, { url: hook.url })}
          onPress={() => setOpen((shown) => !shown)}
        >
          {open ? text.hideDeliveries : text.showDeliveries}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={formatMessage(text.removeLabel, { url: hook.url })}
          onPress={onDelete}
        >
          {text.remove}
        </Button>
      </div>
      {test && (
        <p className={test.ok ? styles.success : consoleStyles.alert} role={test.ok ? undefined : 'alert'}>
          {test.text}
        </p>
      )}
      {hooks.rowErrors[hook.id] && (
        <p role="alert" className={consoleStyles.alert}>
          {hooks.rowErrors[hook.id]}
        </p>
      )}
      {open && (
        <Deliveries
          key={deliveriesVersion}
          id={panelId}
          webhookId={hook.id}
          text={text}
          formatTime={formatTime}
          options={options}
        />
      )}
    </li>
  );
}

function outcomeText(delivery: WebhookDelivery, text: IntegrationsMessages): string {
  const status = delivery.statusCode !== undefined ? ` (${delivery.statusCode})` : '';
  switch (delivery.outcome) {
    case 'delivered':
      return `${text.outcomeDelivered}${status}`;
    case 'failed':
      return `${text.outcomeFailed}: ${delivery.error ?? text.failed}`;
    case 'retrying':
      return `${text.outcomeRetrying}: ${delivery.error ?? text.failed}`;
    case 'sending':
      return text.outcomeSending;
    default:
      return text.outcomePending;
  }
}

function Deliveries({
  id,
  webhookId,
  text,
  formatTime,
  options,
}: {
  id: string;
  webhookId: string;
  text: IntegrationsMessages;
  formatTime: FormatTime;
  options: UseWebhooksOptions;
}) {
  const { deliveries, loadError, reload } = useWebhookDeliveries(webhookId, options);
  const headingId = useId();
  const rows = deliveries.data;
  return (
    <section id={id} aria-labelledby={headingId} aria-busy={deliveries.status === 'loading'} className={styles.stack}>
      <div className={consoleStyles.row}>
        <h5 id={headingId} className={consoleStyles.heading}>
          {text.deliveriesHeading}
        </h5>
        <Button variant="secondary" size="sm" onPress={reload}>
          {text.refresh}
        </Button>
      </div>
      {loadError && (
        <p role="alert" className={consoleStyles.alert}>
          {loadError}
        </p>
      )}
      {!rows && deliveries.status === 'loading' && <p className={consoleStyles.muted}>{text.deliveriesLoading}</p>}
      {rows?.length === 0 && <p className={consoleStyles.muted}>{text.deliveriesEmpty}</p>}
      {rows && rows.length > 0 && (
        // Scrolls sideways on narrow screens rather than squeezing the columns.
        <Table
          aria-labelledby={headingId}
          density="compact"
          className={styles.deliveries}
          columns={[
            {
              id: 'time',
              name: text.columnTime,
              isRowHeader: true,
              className: styles.time,
              render: (delivery) => formatTime(delivery.sentAt ?? delivery.dueAt),
            },
            {
              id: 'result',
              name: text.columnResult,
              className: (delivery) => (delivery.outcome === 'delivered' ? undefined : styles.problem),
              render: (delivery) => outcomeText(delivery, text),
            },
            { id: 'event', name: text.columnEvent, className: styles.mono },
            { id: 'attempt', name: text.columnAttempt },
            {
              id: 'duration',
              name: text.columnDuration,
              render: (delivery) =>
                delivery.durationMs !== undefined
                  ? formatMessage(text.milliseconds, { ms: String(delivery.durationMs) })
                  : text.unknownDate,
            },
          ]}
          rows={rows}
        />
      )}
    </section>
  );
}
