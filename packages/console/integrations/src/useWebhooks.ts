import type {
  CreatedWebhook,
  MediakitConsoleClient,
  Webhook,
  WebhookDelivery,
  WebhookEvent,
} from '@mediakit/api-client/console';
import {
  loadFailureText,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  useRowActions,
  useSecretCreation,
  type RemoteData,
  type RemoteLoadView,
  type SecretCreationView,
} from '@mediakit/console-kit';
import { useCallback, useMemo, useState } from 'react';
import { integrationsMessages, type IntegrationsMessages } from './messages';

export interface UseWebhooksOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<IntegrationsMessages>;
}

/** What a test event did, for the webhook's row. */
export interface TestOutcome {
  ok: boolean;
  text: string;
}

export interface UseWebhooksResult extends SecretCreationView<CreatedWebhook>, RemoteLoadView {
  messages: IntegrationsMessages;
  webhooks: RemoteData<Webhook[]>;
  url: string;
  setUrl: (url: string) => void;
  urlError: string | undefined;
  events: WebhookEvent[];
  toggleEvent: (event: WebhookEvent, selected: boolean) => void;
  eventsError: string | undefined;
  /** Webhooks with a call on its way (test, pause/resume, delete), by id. */
  busy: Readonly<Record<string, 'test' | 'update' | 'remove'>>;
  /** The last test event's outcome, by webhook id. */
  tests: Readonly<Record<string, TestOutcome>>;
  sendTest: (hook: Webhook) => Promise<void>;
  setActive: (hook: Webhook, active: boolean) => Promise<void>;
  /** Deletes the webhook (the view asks first); resolves true when it is gone. */
  remove: (hook: Webhook) => Promise<boolean>;
  removeError: string | undefined;
  clearRemoveError: () => void;
  /** A failed test or pause, by webhook id. */
  rowErrors: Readonly<Record<string, string>>;
  /** A short confirmation after a change, for a polite live region. */
  notice: string | undefined;
}

/** What is wrong with the URL before any request (the server checks addresses itself). */
export function urlProblem(url: string, text: IntegrationsMessages): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return text.urlRequired;
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return text.urlInvalid;
  } catch {
    return text.urlInvalid;
  }
  return undefined;
}

const withoutSecret = ({ secret: _secret, ...hook }: CreatedWebhook): Webhook => hook;

/** The webhooks part of the integrations screen: the list, add (secret once), test, pause/resume, delete. */
export function useWebhooks({ client, messages }: UseWebhooksOptions = {}): UseWebhooksResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...integrationsMessages, ...messages }), [messages]);
  const api = consoleClient.integrations.webhooks;
  const { state: webhooks, reload, setData } = useRemoteData((signal) => api.list({ signal }), [api]);
  const [events, setEvents] = useState<WebhookEvent[]>(['job.completed', 'job.failed']);
  const [eventsError, setEventsError] = useState<string>();
  const creation = useSecretCreation<CreatedWebhook>(text);
  const rows = useRowActions<'test' | 'update' | 'remove'>(text, reload);
  const [tests, setTests] = useState<Record<string, TestOutcome>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [removeError, setRemoveError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const { value: url, forget } = creation;

  const toggleEvent = useCallback((event: WebhookEvent, selected: boolean) => {
    setEventsError(undefined);
    setEvents((current) =>
      selected ? [...new Set([...current, event])] : current.filter((existing) => existing !== event),
    );
  }, []);

  const create = async () => {
    if (creation.isCreating) return;
    const problem = urlProblem(url, text);
    creation.setInputError(problem);
    setEventsError(events.length ? undefined : text.eventsRequired);
    if (problem || !events.length) return;
    // A refused address or event names the problem in the server's words, under the field.
    await creation.create(
      (signal) => api.create({ url: url.trim(), events }, { signal }),
      (hook) => {
        setNotice(undefined);
        setData((previous) => [withoutSecret(hook), ...(previous ?? []).filter((existing) => existing.id !== hook.id)]);
      },
    );
  };

  const { run } = rows;
  const track = useCallback(
    (hook: Webhook, kind: 'test' | 'update' | 'remove', work: (signal: AbortSignal) => Promise<void>) => {
      setRowErrors(({ [hook.id]: _cleared, ...rest }) => rest);
      setNotice(undefined);
      return run(hook.id, kind, work, (message) =>
        kind === 'remove' ? setRemoveError(message) : setRowErrors((current) => ({ ...current, [hook.id]: message })),
      );
    },
    [run],
  );

  const sendTest = useCallback(
    async (hook: Webhook) => {
      await track(hook, 'test', async (signal) => {
        const attempt = await api.sendTest(hook.id, { signal });
        const outcome: TestOutcome =
          attempt.outcome === 'delivered'
            ? { ok: true, text: formatMessage(text.testDelivered, { status: String(attempt.statusCode ?? 200) }) }
            : { ok: false, text: formatMessage(text.testFailed, { error: attempt.error ?? text.failed }) };
        setTests((current) => ({ ...current, [hook.id]: outcome }));
      });
    },
    [api, text, track],
  );

  const setActive = useCallback(
    async (hook: Webhook, active: boolean) => {
      await track(hook, 'update', async (signal) => {
        const updated = await api.update(hook.id, { active }, { signal });
        setData((previous) => (previous ?? []).map((existing) => (existing.id === hook.id ? updated : existing)));
        setNotice(active ? text.resumed : text.pausedNotice);
      });
    },
    [api, setData, text, track],
  );

  const remove = useCallback(
    (hook: Webhook) =>
      track(hook, 'remove', async (signal) => {
        setRemoveError(undefined);
        await api.remove(hook.id, { signal });
        setData((previous) => (previous ?? []).filter((existing) => existing.id !== hook.id));
        forget(hook.id);
        setNotice(text.removed);
      }),
    [api, forget, setData, text, track],
  );

  return {
    messages: text,
    webhooks,
    loadError: loadFailureText(webhooks, text),
    reload,
    url,
    setUrl: creation.setValue,
    urlError: creation.inputError,
    events,
    toggleEvent,
    eventsError,
    isCreating: creation.isCreating,
    createError: creation.createError,
    create,
    created: creation.created,
    dismissCreated: creation.dismissCreated,
    busy: rows.busy,
    tests,
    sendTest,
    setActive,
    remove,
    removeError,
    clearRemoveError: useCallback(() => setRemoveError(undefined), []),
    rowErrors,
    notice,
  };
}

export interface UseWebhookDeliveriesResult extends RemoteLoadView {
  deliveries: RemoteData<WebhookDelivery[]>;
}

/** One webhook's latest delivery attempts (newest first), loaded while shown; `reload` after a test event. */
export function useWebhookDeliveries(
  webhookId: string,
  { client, messages }: UseWebhooksOptions = {},
): UseWebhookDeliveriesResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...integrationsMessages, ...messages }), [messages]);
  const api = consoleClient.integrations.webhooks;
  const { state, reload } = useRemoteData((signal) => api.deliveries(webhookId, { signal }), [api, webhookId]);
  return {
    deliveries: state,
    loadError: loadFailureText(state, text),
    reload,
  };
}
