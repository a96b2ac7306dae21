import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { arrayField, isJsonObject, numberField, objectField, stringField } from '../json/fields';
import { idOf } from '../json/readPage';
import { consoleOperations as operations } from '../operations/consoleOperations';

/** The events a webhook can listen to: a job of the user's ended. */
export const webhookEvents = ['job.completed', 'job.failed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export interface Webhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  /** The signing secret masked, e.g. 'whsec_••••a1B2' (the secret itself is sent once, at creation). */
  secretHint: string;
  createdAt: string | undefined;
}

export interface CreatedWebhook extends Webhook {
  /** The signing secret: shown once, never sent again. */
  secret: string;
}

export type WebhookDeliveryOutcome = 'pending' | 'sending' | 'delivered' | 'retrying' | 'failed';

/** One attempt to deliver an event. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  event: WebhookEvent | 'ping';
  attempt: number;
  outcome: WebhookDeliveryOutcome;
  /** What the endpoint answered, when it answered. */
  statusCode: number | undefined;
  error: string | undefined;
  durationMs: number | undefined;
  /** When the attempt was (or is) due. */
  dueAt: string | undefined;
  /** When the attempt was made (undefined while it waits). */
  sentAt: string | undefined;
  createdAt: string | undefined;
}

export interface WebhooksApi {
  /** GET /api/v1/webhooks */
  list(options?: RequestOptions): Promise<Webhook[]>;
  /** POST /api/v1/webhooks `{ url, events }`; the answer carries the signing `secret` once. */
  create(input: { url: string; events: WebhookEvent[] }, options?: RequestOptions): Promise<CreatedWebhook>;
  /** PATCH /api/v1/webhooks/{id} `{ active?, events? }` */
  update(
    id: string,
    changes: { active?: boolean; events?: WebhookEvent[] },
    options?: RequestOptions,
  ): Promise<Webhook>;
  /** DELETE /api/v1/webhooks/{id} */
  remove(id: string, options?: RequestOptions): Promise<void>;
  /** GET /api/v1/webhooks/{id}/deliveries: the latest 50 attempts, newest first. */
  deliveries(id: string, options?: RequestOptions): Promise<WebhookDelivery[]>;
  /** POST /api/v1/webhooks/{id}/test: sends a signed `ping` now and answers what the endpoint did. */
  sendTest(id: string, options?: RequestOptions): Promise<WebhookDelivery>;
}

const isEvent = (value: unknown): value is WebhookEvent => webhookEvents.includes(value as WebhookEvent);
const outcomes: WebhookDeliveryOutcome[] = ['pending', 'sending', 'delivered', 'retrying', 'failed'];

export function readWebhook(value: unknown): Webhook | undefined {
  const id = idOf(value);
  const url = stringField(value, 'url');
  if (!id || !url) return undefined;
  return {
    id,
    url,
    events: arrayField(value, 'events').filter(isEvent),
    active: !isJsonObject(value) || value.active !== false,
    secretHint: stringField(value, 'secret_hint') ?? '',
    createdAt: stringField(value, 'created_at'),
  };
}

export function readWebhookDelivery(value: unknown): WebhookDelivery | undefined {
  const id = idOf(value);
  if (!id) return undefined;
  const event = stringField(value, 'event');
  const outcome = stringField(value, 'outcome') as WebhookDeliveryOutcome | undefined;
  return {
    id,
    eventId: stringField(value, 'event_id') ?? '',
    event: event === 'ping' || isEvent(event) ? event : 'ping',
    attempt: numberField(value, 'attempt') ?? 1,
    outcome: outcome && outcomes.includes(outcome) ? outcome : 'pending',
    statusCode: numberField(value, 'status_code'),
    error: stringField(value, 'error'),
    durationMs: numberField(value, 'duration_ms'),
    dueAt: stringField(value, 'due_at'),
    sentAt: stringField(value, 'sent_at'),
    createdAt: stringField(value, 'created_at'),
  };
}

function readData<Item>(body: unknown, read: (value: unknown) => Item | undefined, what: string): Item {
  const item = read(objectField(body, 'data') ?? body);
  if (!item) throw malformedResponse(body, `The server sent no ${what}.`);
  return item;
}

export function createWebhooksApi(ctx: HttpContext): WebhooksApi {
  return {
    list: async (options) =>
      arrayField(await requestJson(ctx, operations['integrations.webhooks.list'], options), 'data').flatMap(
        (value) => readWebhook(value) ?? [],
      ),
    async create({ url, events }, options) {
      const body = await requestJson(ctx, operations['integrations.webhooks.create'], {
        ...options,
        json: { url, events },
      });
      const hook = readData(body, readWebhook, 'webhook');
      const secret = stringField(objectField(body, 'data') ?? body, 'secret');
      if (!secret) throw malformedResponse(body, 'The server sent no signing secret.');
      return { ...hook, secret };
    },
    update: async (id, changes, options) =>
      readData(
        await requestJson(ctx, operations['integrations.webhooks.update'], {
          ...options,
          params: { id },
          json: changes,
        }),
        readWebhook,
        'webhook',
      ),
    remove: (id, options) =>
      send(ctx, operations['integrations.webhooks.delete'], { ...options, params: { id } }).then(() => undefined),
    deliveries: async (id, options) =>
      arrayField(
        await requestJson(ctx, operations['integrations.webhooks.deliveries'], { ...options, params: { id } }),
        'data',
      ).flatMap((value) => readWebhookDelivery(value) ?? []),
    sendTest: async (id, options) =>
      readData(
        await requestJson(ctx, operations['integrations.webhooks.test'], { ...options, params: { id } }),
        readWebhookDelivery,
        'delivery',
      ),
  };
}
